import type { HandlerMap } from '../http/handler-types';
import { getAgreement, getAgreementList } from './agreement-read';
import { addAgreement, attachAgreementServices, editAgreement, publishAgreement } from './agreement-write';

/** The agreements' handlers, by endpoint name. */
export const agreementHandlers: HandlerMap = { getAgreementList, getAgreement, addAgreement, editAgreement, publishAgreement, attachAgreementServices };
