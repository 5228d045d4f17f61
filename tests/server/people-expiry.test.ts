import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { sleep, useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { auditOf, cardRow, hook, makeCards } from './people-fixtures';

const DAY = 86_400_000;

describe('people: assistive card expiry', () => {
  describe('the job, run now through the test hook', () => {
    const server = useServer();
    const api = systemClient(server);

    it('expires activated cards past their validity, each with a system audit row; leaves the rest', async () => {
      const due = await makeCards(server(), 3, 1, Date.now() - DAY);
      const [valid] = await makeCards(server(), 1, 1, Date.now() + 30 * DAY);
      const [review] = await makeCards(server(), 1, 2, Date.now() - DAY);
      const [rejected] = await makeCards(server(), 1, 0, Date.now() - DAY);
      const run = await hook<{ expired: number[] }>(server(), 'runCardExpiry', {});
      expect(run.resultcode).toBe(1);
      expect(run.result.expired).toEqual(expect.arrayContaining(due));
      for (const id of due) {
        expect(await cardRow(server(), id)).toMatchObject({ status: 3, version: 2 });
        const audit = await auditOf(server(), 'assistive_card', id);
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ action: 'assistiveCard.expire', channel: 'system', actor_id: null });
      }
      for (const [id, status] of [[valid, 1], [review, 2], [rejected, 0]] as const) expect((await cardRow(server(), id as number)).status).toBe(status);
      expect(await countOn(server(), 'select count(*) from assistive_cards where status = 1 and valid_until <= ?', [Date.now()])).toBe(0);
      const again = await hook<{ expired: number[] }>(server(), 'runCardExpiry', {});
      expect(again.result.expired).toEqual([]);
    });

    it('an expired card is resubmitted with a new validity and can be approved again', async () => {
      const [id] = await makeCards(server(), 1, 1, Date.now() - DAY);
      await hook(server(), 'runCardExpiry', {});
      const card = await api.ok('reviewer', 'getAssistiveCard', { cardId: id });
      expect(card).toMatchObject({ status: 3, allowedEvents: [] });
      const stillEnded = await hook(server(), 'resubmitCard', { cardId: id });
      expect(stillEnded).toMatchObject({ resultcode: 101 });
      const renewed = await hook<{ attempt: number }>(server(), 'resubmitCard', { cardId: id, validUntil: Date.now() + 365 * DAY });
      expect(renewed.result).toMatchObject({ status: 2, attempt: 2 });
      const version = (await cardRow(server(), id as number)).version;
      await api.ok('reviewer', 'auditAssistiveCard', { cardId: id, version, decision: 'approve' });
      expect((await cardRow(server(), id as number)).status).toBe(1);
      expect((await auditOf(server(), 'assistive_card', id as number)).map((r) => r.action)).toEqual(['assistiveCard.expire', 'assistiveCard.resubmit', 'assistiveCard.approve']);
    });
  });

  describe('the scheduler, on its configured interval', () => {
    const server = useServer({ CAREOPS_PEOPLE_JOB_SECONDS: '1' });

    it('expires a card within a couple of intervals without being asked', async () => {
      const [id] = await makeCards(server(), 1, 1, Date.now() + 500);
      let status = 1;
      for (let i = 0; i < 40 && status !== 3; i++) {
        await sleep(200);
        status = (await cardRow(server(), id as number)).status;
      }
      expect(status).toBe(3);
      const [audit] = await sqlOn(server(), "select channel from audit_log where entity = 'assistive_card' and entity_id = ?", [id]);
      expect(audit?.channel).toBe('system');
    });
  });
});
