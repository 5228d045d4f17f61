import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { feedbackResource, formatValue } from '@careops/core/resources';
import { Link } from 'wouter';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';

const date = (value: number) => formatValue({ key: 'v', title: 'resources.field.createdAt', format: 'date' }, value);
const delivery = (value: string) => t(`marketing.page.delivery.${value}` as 'marketing.page.delivery.delivered');

/** /operation-tools/feedback-detail/:id: what was said, its attachments and order, the replies sent (reply and close are the descriptor's actions). */
export function FeedbackDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={feedbackResource} id={Number(params.id)} active={active} backTo={routes.feedbackList.path({})} historyEntity="feedback">
        {({ record }) => (
          <>
            <section className="mt-6" aria-labelledby="feedback-content">
              <h2 id="feedback-content" className="mb-2 text-base font-semibold">
                {t('marketing.res.field.content')}
              </h2>
              <p className="whitespace-pre-wrap text-sm" data-testid="feedback-content">
                {record.content}
              </p>
              {record.orderId !== null && (
                <p className="mt-2 text-sm">
                  {t('marketing.res.field.orderNo')}: <Link href={routes.orderDetail.path({ id: record.orderId })}>{record.orderNo}</Link>
                </p>
              )}
            </section>
            {record.attachments.length > 0 && (
              <section className="mt-6" aria-labelledby="feedback-attachments">
                <h2 id="feedback-attachments" className="mb-2 text-base font-semibold">
                  {t('marketing.res.field.attachments')}
                </h2>
                <ul className="flex flex-wrap gap-2">
                  {record.attachments.map((image) => (
                    <li key={image.id}>
                      <a href={image.url} target="_blank" rel="noreferrer">
                        <img src={image.thumbnailUrl} alt={t('marketing.res.field.attachments')} className="h-24 rounded border border-gray-200 object-cover" />
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="mt-6" aria-labelledby="feedback-replies">
              <h2 id="feedback-replies" className="mb-2 text-base font-semibold">
                {t('marketing.res.field.replyTexts')}
              </h2>
              {record.replies.length === 0 ? (
                <p className="text-sm text-gray-600">{t('marketing.page.noReplies')}</p>
              ) : (
                <ol className="space-y-3" data-testid="feedback-replies">
                  {record.replies.map((reply) => (
                    <li key={reply.id} className="rounded border border-gray-200 p-3 text-sm">
                      <p className="whitespace-pre-wrap">{reply.text}</p>
                      <p className="mt-1 text-xs text-gray-600">
                        {reply.author?.name ?? '—'} · {date(reply.createdAt)} · {delivery(reply.delivery)}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </DetailPage>
    </div>
  );
}
