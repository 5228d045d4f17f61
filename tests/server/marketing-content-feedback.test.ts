import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { fieldToken, NURSE_TOKEN_HEADER } from './security-fixtures';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { uploadPng } from './marketing-content-support';

describe('marketing: feedback', () => {
  const server = useServer();
  const api = systemClient(server);

  const studioOf = async (username: string) =>
    countOn(server(), 'select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = ?', [username]);
  const orderAt = async (studioId: number, same: boolean) => {
    const [row] = await sqlOn(server(), `select id, member_id from orders where studio_id ${same ? '=' : '<>'} ? order by id limit 1`, [studioId]);
    return { orderId: Number(row?.id), memberId: Number(row?.member_id) };
  };

  it('is recorded with its order and attachments, replied through the message gateway and closed, in that order only', async () => {
    const studioId = await studioOf('studio');
    const { orderId, memberId } = await orderAt(studioId, true);
    const attachment = await uploadPng(server(), api);
    const feedback = await api.ok('cs', 'addFeedback', { authorKind: 'member', memberId, category: 'service', content: 'The nurse came late.\nOtherwise fine.', orderId, attachmentUploadIds: [attachment] });
    expect(feedback).toMatchObject({ status: 'open', source: 'staff', excerpt: 'The nurse came late.', orderId, studio: { id: studioId }, attachmentCount: 1, replies: [] });
    expect(feedback.attachments.map((a) => a.id)).toEqual([attachment]);

    const notTheirs = await orderAt(studioId, false);
    const wrongOrder = await api.call('cs', 'addFeedback', { authorKind: 'member', memberId, category: 'service', content: 'x', orderId: notTheirs.memberId === memberId ? 999999 : notTheirs.orderId });
    expect(wrongOrder).toMatchObject({ resultcode: 101, result: { field: 'orderId' } });
    expect((await api.call('cs', 'addFeedback', { authorKind: 'member', category: 'app', content: 'x' })).result).toMatchObject({ field: 'memberId' });
    expect((await api.call('cs', 'addFeedback', { authorKind: 'member', memberId, category: 'app', content: 'x', attachmentUploadIds: [999999] })).result).toMatchObject({ field: 'attachmentUploadIds' });
    expect((await api.call('cs', 'addFeedback', { authorKind: 'member', memberId, category: 'praise', content: 'x' })).result).toMatchObject({ field: 'category' });

    const records = await countOn(server(), 'select count(*) from message_records');
    const replied = await api.ok('cs', 'replyFeedback', { feedbackId: feedback.id, version: feedback.version, text: 'Sorry about that; we have spoken to the studio.' });
    expect(replied).toMatchObject({ status: 'replied', version: feedback.version + 1 });
    expect(replied.replies).toEqual([expect.objectContaining({ text: 'Sorry about that; we have spoken to the studio.', delivery: 'delivered', messageRecordId: expect.any(Number) })]);
    expect(await countOn(server(), 'select count(*) from message_records')).toBe(records + 1);
    const [record] = await sqlOn(server(), 'select channel, template, target_kind, recipients, delivered from message_records where id = ?', [replied.replies[0]?.messageRecordId]);
    expect(record).toMatchObject({ channel: 'app', template: 'feedback.reply', target_kind: 'members' });
    expect(Number(record?.delivered)).toBe(1);
    expect(await countOn(server(), "select count(*) from message_outbox where record_id = ? and channel = 'app'", [replied.replies[0]?.messageRecordId])).toBe(1);

    expect((await api.call('cs', 'replyFeedback', { feedbackId: feedback.id, version: feedback.version, text: 'stale' })).resultcode).toBe(104);
    const second = await api.ok('cs', 'replyFeedback', { feedbackId: feedback.id, version: replied.version, text: 'A coupon is on its way.' });
    expect(second.replies).toHaveLength(2);
    const closed = await api.ok('cs', 'closeFeedback', { feedbackId: feedback.id, version: second.version });
    expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(Number) });
    const late = await api.call('cs', 'replyFeedback', { feedbackId: feedback.id, version: closed.version, text: 'too late' });
    expect(late.msg).toBe(`status: ${t('marketing.feedback.closedNoReply')}`);
    expect((await api.call('cs', 'closeFeedback', { feedbackId: feedback.id, version: closed.version })).msg).toBe(`status: ${t('marketing.feedback.alreadyClosed')}`);
    expect((await api.call('cs', 'replyFeedback', { feedbackId: feedback.id, version: closed.version, text: '   ' })).result).toMatchObject({ field: 'text' });
    const actions = await sqlOn(server(), "select action from audit_log where entity = 'feedback' and entity_id = ? order by id", [feedback.id]);
    expect(actions.map((r) => r.action)).toEqual(['feedback.add', 'feedback.reply', 'feedback.reply', 'feedback.close']);
    expect(await countOn(server(), 'select count(*) from feedback_replies where feedback_id = ?', [feedback.id])).toBe(2);
  });

  it("is scoped to the studio it concerns: a studio manager sees and answers only their studios' feedback", async () => {
    const studioId = await studioOf('studio');
    const mine = await orderAt(studioId, true);
    const other = await orderAt(studioId, false);
    const ours = await api.ok('cs', 'addFeedback', { authorKind: 'member', memberId: mine.memberId, category: 'nurse', content: 'Kind nurse', orderId: mine.orderId });
    const theirs = await api.ok('cs', 'addFeedback', { authorKind: 'member', memberId: other.memberId, category: 'nurse', content: 'Elsewhere', orderId: other.orderId });
    const platform = await api.ok('cs', 'addFeedback', { authorKind: 'member', memberId: mine.memberId, category: 'app', content: 'The app froze' });
    expect(platform.studio).toBeNull();

    const seen = await api.ok('studio', 'getFeedbackList', { limit: 1000 });
    const ids = seen.list.map((f) => f.id);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(platform.id);
    expect(seen.list.every((f) => f.studio?.id === studioId)).toBe(true);
    expect((await api.call('studio', 'getFeedback', { feedbackId: theirs.id })).resultcode).toBe(102);
    expect((await api.call('studio', 'replyFeedback', { feedbackId: theirs.id, version: theirs.version, text: 'not mine' })).resultcode).toBe(102);
    expect((await api.call('studio', 'addFeedback', { authorKind: 'member', memberId: other.memberId, category: 'nurse', content: 'x', orderId: other.orderId })).resultcode).toBe(106);
    await api.ok('studio', 'replyFeedback', { feedbackId: ours.id, version: ours.version, text: 'Thank you!' });

    const open = await api.ok('cs', 'getFeedbackList', { status: 'open', limit: 1000 });
    expect(open.list.every((f) => f.status === 'open')).toBe(true);
    expect(open.list.map((f) => f.id)).toEqual(expect.arrayContaining([theirs.id, platform.id]));
    expect(open.list.map((f) => f.id)).not.toContain(ours.id);
    expect((await api.call('finance', 'getFeedbackList', {})).resultcode).toBe(106);
    expect((await api.call('reviewer', 'closeFeedback', { feedbackId: ours.id, version: 1 })).resultcode).toBe(106);
  });

  it("arrives from the nurse app with the nurse's field credential, about an order the nurse served", async () => {
    const [served] = await sqlOn(server(), 'select id, nurse_id, studio_id from orders where nurse_id is not null order by id limit 1');
    const nurseId = Number(served?.nurse_id);
    const token = await fieldToken(api, nurseId);
    const send = (body: unknown, headers: Record<string, string> = { [NURSE_TOKEN_HEADER]: token }) =>
      apiCall<{ feedbackId: number; status: string }>(server().url, '/api/field/feedback', body, null, { headers });
    const sent = await send({ category: 'app', content: 'The route map does not load offline.', orderId: Number(served?.id) });
    expect(sent.resultcode, sent.msg).toBe(1);
    const stored = await api.ok('admin', 'getFeedback', { feedbackId: sent.result.feedbackId });
    expect(stored).toMatchObject({ authorKind: 'nurse', author: { id: nurseId }, source: 'app', status: 'open', orderId: Number(served?.id), studio: { id: Number(served?.studio_id) } });

    const [other] = await sqlOn(server(), 'select id from orders where nurse_id is not null and nurse_id <> ? order by id limit 1', [nurseId]);
    expect((await send({ category: 'service', content: 'Not my order', orderId: Number(other?.id) })).msg).toBe(`orderId: ${t('marketing.feedback.orderNotNurses')}`);
    expect((await send({ category: 'app', content: 'x' }, {})).resultcode).toBe(103);
    expect((await send({ category: 'app', content: '  ' })).result).toMatchObject({ field: 'content' });
  });
});
