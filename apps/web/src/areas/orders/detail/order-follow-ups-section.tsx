import type { OrderDetail } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { mayCall } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { codeLabel, when } from '../order-format';
import { useCall } from '../use-call';
import { CallStatus, OrderSection } from './order-section';

/**
 * The follow-up questions (the spec's `/follow/question/getWorkFollowQuestionList.json`) with
 * the member's answers on this order; unanswered questions say so.
 */
export function OrderFollowUpsSection({ order }: { order: OrderDetail }) {
  const { api, permissions } = useConsole();
  const allowed = mayCall(permissions, 'getWorkFollowQuestionList');
  const { result } = useCall(() => api.call('getWorkFollowQuestionList', {}, { silent: true }), 'all', allowed);
  if (!allowed) return null;
  const answers = new Map(order.followUps.map((f) => [f.questionId, f]));
  return (
    <OrderSection id="follow-ups" title={t('orders.ui.followUps')}>
      <CallStatus result={result} />
      {result.state === 'ready' && (
        <dl className="space-y-2" data-testid="order-follow-ups">
          {result.data.list
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
    </OrderSection>
  );
}
