import type { Handler } from '../http/handler-types';
import { maskIdNumber } from '../list/masking';
import { assertRange, runHotList } from './hot-list';
import { applicationsOf, documentsOf } from './nurse-documents';
import { applicationListPlan, applicationSummaryOf, type ApplicationRow } from './application-list-sql';
import { inCallerStations, jsonList, notFoundOf, num } from './people-access';

/** getNurseExamineList: the qualification review queue, station-scoped, phones masked. */
export const getNurseExamineList: Handler<'getNurseExamineList'> = async (ctx) => {
  const b = ctx.body;
  assertRange(b.submittedFrom, b.submittedTo, 'submittedTo');
  const stations = await ctx.signedIn().stationIds();
  const page = await runHotList<ApplicationRow>(ctx, applicationListPlan(b, stations, ctx.services.dialect), b);
  return { list: page.shown.map(applicationSummaryOf), total: page.total, page: page.page, limit: page.limit, nextCursor: page.nextCursor };
};

/** getNurseExamine: one application with the applicant's profile, documents and other attempts. */
export const getNurseExamine: Handler<'getNurseExamine'> = async (ctx) => {
  const id = ctx.body.applicationId;
  const row = await ctx.db
    .selectFrom('nurse_applications as a')
    .innerJoin('nurses as n', 'n.id', 'a.nurse_id')
    .innerJoin('studios as s', 's.id', 'a.studio_id')
    .leftJoin('system_users as u', 'u.id', 'a.decided_by')
    .select([
      'a.id', 'a.status', 'a.attempt', 'a.submitted_at', 'a.decided_at', 'a.reason', 'a.version', 'a.studio_id', 's.name as studio_name',
      'n.id as nurse_id', 'n.name as nurse_name', 'n.phone as nurse_phone', 'n.title as nurse_title', 'n.status as nurse_status',
      'n.gender', 'n.id_number', 'n.years_of_practice', 'n.certificate_no', 'n.certificate_expires_at', 'n.skills',
      'u.id as decided_by_id', 'u.name as decided_by_name',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row || !inCallerStations(await ctx.signedIn().stationIds(), row.studio_id)) throw notFoundOf('application');
  const [documents, applications] = await Promise.all([documentsOf(ctx.db, id), applicationsOf(ctx.db, row.nurse_id)]);
  return {
    ...applicationSummaryOf({ ...row, sort_value: 0, document_count: documents.length }),
    profile: {
      gender: row.gender,
      idNumber: maskIdNumber(row.id_number),
      yearsOfPractice: num(row.years_of_practice),
      certificateNo: row.certificate_no,
      certificateExpiresAt: num(row.certificate_expires_at),
      skills: jsonList(row.skills),
    },
    documents,
    history: applications.filter((a) => a.id !== id),
  };
};
