import { messageOf } from '@careops/core/client';
import { CareOpsError, endpoints, type OrderPlaceOptions, type OrderQuote } from '@careops/core/contract';
import { useEffect, useState } from 'react';
import { problemsByField, serverProblem } from '../../../kit/form/form-values';
import { callEndpoint } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { consentNeeded, initialPlaceValues, offeredAt, PLACE_FIELD_OF, placeBody, quoteBody, type PlaceValues } from './place-values';

export type QuoteState = { state: 'none' } | { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; quote: OrderQuote };

const QUOTE_DELAY_MS = 150;

/** Errors by form field, the rest under the form. */
export type PlaceErrors = Partial<Record<keyof PlaceValues | 'form', string>>;

function errorsOf(problems: ReturnType<typeof problemsByField>): PlaceErrors {
  const errors: PlaceErrors = {};
  for (const [key, message] of Object.entries(problems.fields)) {
    const field = PLACE_FIELD_OF[key];
    if (field) errors[field] ??= message;
  }
  if (problems.other.length > 0) errors.form = problems.other.join('; ');
  return errors;
}

/**
 * The placement form's data for the member's choices (`getOrderPlaceOptions`): the values, the
 * server's quote for the item and coupon chosen (`quoteOrderPrice`, the price is never computed
 * here), and placing (checked with placeOrder's own schema first; a refusal on its field).
 */
export function usePlaceOrder(memberId: number, ready: OrderPlaceOptions) {
  const { api } = useConsole();
  const [values, setValues] = useState<PlaceValues>(() => initialPlaceValues(ready));
  const [errors, setErrors] = useState<PlaceErrors>({});
  const [quote, setQuote] = useState<QuoteState>({ state: 'none' });
  const [busy, setBusy] = useState(false);

  const itemChosen = values.itemKind === 'service' ? values.serviceId !== '' : values.packageId !== '';
  const quoteKey = JSON.stringify(quoteBody(memberId, values));
  useEffect(() => {
    if (!itemChosen) {
      setQuote({ state: 'none' });
      return undefined;
    }
    let live = true;
    setQuote({ state: 'loading' });
    const timer = setTimeout(() => {
      callEndpoint(api, 'quoteOrderPrice', JSON.parse(quoteKey) as Record<string, unknown>, { silent: true }).then(
        (answer) => live && setQuote({ state: 'ready', quote: answer as OrderQuote }),
        (error: unknown) => live && setQuote({ state: 'failed', message: messageOf(error) }),
      );
    }, QUOTE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, itemChosen, quoteKey]);

  const set = <K extends keyof PlaceValues>(key: K, value: PlaceValues[K]) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      // A patient brings their address (the visit is usually at home).
      if (key === 'patientId') {
        const patient = ready.patients.find((p) => String(p.id) === value);
        if (patient) Object.assign(next, { region: patient.region, address: patient.address });
      }
      // Another studio may not sell what was chosen.
      if (key === 'studioId') {
        const offered = offeredAt(ready, String(value));
        if (!offered.services.some((s) => String(s.id) === next.serviceId)) next.serviceId = '';
        if (!offered.packages.some((p) => String(p.id) === next.packageId)) next.packageId = '';
      }
      if (key === 'serviceId') next.consent = false;
      return next;
    });
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  /** Places the order; answers its id, or null when refused (errors shown). */
  const place = async (): Promise<number | null> => {
    const body = placeBody(memberId, values, consentNeeded(ready, values)?.versionId);
    const checked = endpoints.placeOrder.request.safeParse(body);
    if (!checked.success) {
      setErrors(errorsOf(problemsByField(checked.error.issues, Object.keys(PLACE_FIELD_OF))));
      return null;
    }
    setBusy(true);
    try {
      const order = (await callEndpoint(api, 'placeOrder', body, { silent: true })) as { id: number };
      return order.id;
    } catch (error) {
      const problem = error instanceof CareOpsError ? serverProblem(error, Object.keys(PLACE_FIELD_OF)) : null;
      const field = problem ? PLACE_FIELD_OF[problem.key] : undefined;
      setErrors(field && problem ? { [field]: problem.message } : { form: messageOf(error) });
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { values, set, errors, quote, busy, place };
}
