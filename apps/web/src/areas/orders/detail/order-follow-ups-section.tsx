import type { OrderDetail } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { mayCall } from '../../../kit/resource-api';
import { QueryView } from '../../../kit/query/query-state';
import { useQuery } from '../../../kit/query/use-query';
import { useConsole } from '../../../platform/shell/console-context';
import { codeLabel, when } from '../order-format';
import { OrderSection } from './order-section';

/**
 * The follow-up questions (the spec's `/follow/question/getWorkFollowQuestionList.json`) with
 * the member's answers on this order; unanswered questions say so.
 */
export function OrderFollowUpsSection({ order }: { order: OrderDetail }) {
  const { permissions } = useConsole();
  const allowed = mayCall(permissions, 'getWorkFollowQuestionList');
  const { state, refresh } = useQuery('all', (api, signal) => api.call('getWorkFollowQuestionList', {}, { silent: true, signal }), { enabled: allowed });
  if (!allowed) return null;
  const answers = new Map(order.followUps.map((f) => [f.questionId, f]));
  return (
    <OrderSection id="follow-ups" title={t('orders.ui.followUps')}>
      <QueryView state={state} onRetry={refresh}>
        {(data) => (
          <dl className="space-y-2" data-testid="order-follow-ups">
            {data.list
              .filter((q) => q.status === 1 || answers.has(q.id))
              .map((question) => {
                const answer = answers.get(question.id);
                return (
                  <div key={question.id} className="text-sm" data-testid="follow-up" data-answered={answer !== undefined}>
                    <dt className="text-gray-900">
                      <span className="mr-2 text-xs text-gray-600">{codeLabel('orders.ui.followUps.type', question.type)}</span>
                      {question.question}
                    </dt>
                    <dd className="text-gray-700">{answer ? `${answer.answer} · ${when(answer.at)}` : t('orders.ui.followUps.unanswered')}</dd>
                  </div>
                );
              })}
          </dl>
        )}
      </QueryView>
    </OrderSection>
  );
}
