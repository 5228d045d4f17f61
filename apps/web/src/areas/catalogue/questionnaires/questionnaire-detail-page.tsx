import type { QuestionDetail, QuestionnaireDetail, SurveySummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { formatValue, questionnairesResource, surveysResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { DetailPage } from '../../../kit/detail/detail-page';
import { QueryView } from '../../../kit/query/query-state';
import { useQuery } from '../../../kit/query/use-query';
import { callEndpoint, mayCall } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { usePage } from '../../../platform/shell/page-context';

const percent = (value: number) => formatValue({ key: 'v', title: 'catalogue.res.questionnaires.responseRate', format: 'percent' }, value);
const surveyColumns = surveysResource.list.columns.filter((c) => ['order.orderNo', 'member.name', 'studio.name', 'status', 'dueAt', 'answeredAt'].includes(c.key));

/** What members answered to one question: choices counted, a scale's average, the latest texts. */
function QuestionResults({ question }: { question: QuestionDetail }) {
  const r = question.results;
  return (
    <li className="rounded border border-gray-200 p-3" data-testid="question-results" data-kind={question.kind}>
      <h3 className="text-sm font-medium text-gray-900">
        {question.text} <span className="text-xs font-normal text-gray-600">({t(`catalogue.res.questionnaires.kind.${question.kind}`)}, {t('catalogue.ui.questionnaire.answered', { count: r.answered })})</span>
      </h3>
      {r.answered === 0 && <p className="text-sm text-gray-600">{t('catalogue.ui.questionnaire.noAnswers')}</p>}
      {r.answered > 0 && r.choices.length > 0 && (
        <ul className="mt-1 text-sm">
          {r.choices.map((c) => (
            <li key={c.option}>
              {c.option}: <strong>{c.count}</strong>
            </li>
          ))}
        </ul>
      )}
      {r.average !== null && <p className="mt-1 text-sm">{t('catalogue.ui.questionnaire.average', { average: r.average, max: question.scaleMax })}</p>}
      {r.latest.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-gray-800">
          {r.latest.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The surveys of the questionnaire, newest first, each opening its order. */
function RecentSurveys({ questionnaireId, active }: { questionnaireId: number; active: boolean }) {
  const { state, refresh } = useQuery(
    `getSurveyList ${questionnaireId}`,
    (api, signal) => callEndpoint(api, 'getSurveyList', { questionnaireId, limit: 20 }, { silent: true, signal }) as Promise<{ list: SurveySummary[] }>,
    { enabled: active },
  );
  return (
    <section className="mt-6" aria-labelledby="questionnaire-surveys">
      <h2 id="questionnaire-surveys" className="mb-2 text-base font-semibold">
        {t('catalogue.ui.questionnaire.recentSurveys')}
      </h2>
      <QueryView state={state} onRetry={refresh} testId="questionnaire-surveys-state" isEmpty={(data) => data.list.length === 0} emptyText={t('catalogue.ui.questionnaire.noSurveys')}>
        {(data) => (
          <table className="w-full text-sm" data-testid="questionnaire-surveys">
            <thead>
              <tr className="text-left text-gray-700">
                {surveyColumns.map((c) => (
                  <th key={c.key} scope="col">
                    {t(c.title)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.list.map((survey) => (
                <tr key={survey.id} className="border-t border-gray-100">
                  {surveyColumns.map((c) => (
                    <td key={c.key}>{c.key === 'order.orderNo' ? <Link href={routes.orderDetail.path({ id: survey.order.id })}>{survey.order.orderNo}</Link> : formatValue(c, valueAt(survey, c.key))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  );
}

function valueAt(row: object, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined), row);
}

function Results({ questionnaire }: { questionnaire: QuestionnaireDetail }) {
  const s = questionnaire.surveys;
  return (
    <section className="mt-6" aria-labelledby="questionnaire-results">
      <h2 id="questionnaire-results" className="mb-2 text-base font-semibold">
        {t('catalogue.ui.questionnaire.results')}
      </h2>
      <p className="mb-3 text-sm text-gray-800" data-testid="questionnaire-stats">
        {t('catalogue.ui.questionnaire.stats', { total: s.total, finished: s.finished, underway: s.underway, overdue: s.overdue, cancelled: s.cancelled, rate: percent(s.responseRate) })}
      </p>
      <ol className="space-y-3">
        {questionnaire.questions.map((q) => (
          <QuestionResults key={q.id} question={q} />
        ))}
      </ol>
    </section>
  );
}

/** /product/questionnaire-detail/:id: the questionnaire, its answers question by question, the response rate and its surveys. */
export function QuestionnaireDetailPage() {
  const { params, active } = usePage();
  const { permissions } = useConsole();
  const id = Number(params.id);
  return (
    <div className="p-6">
      <DetailPage
        resource={questionnairesResource}
        id={id}
        active={active}
        backTo={routes.questionnaireList.path({})}
        historyEntity="questionnaire"
        moreActions={() =>
          mayCall(permissions, 'editQuestionnaire') ? (
            <Link href={routes.questionnaireEdit.path({ id })} className="btn-secondary" data-testid="questionnaire-edit">
              {t('catalogue.ui.questionnaire.edit')}
            </Link>
          ) : null
        }
      >
        {({ record }) => (
          <>
            <Results questionnaire={record} />
            <RecentSurveys questionnaireId={id} active={active} />
          </>
        )}
      </DetailPage>
    </div>
  );
}
