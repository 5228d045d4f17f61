// careops releases|agreements|questionnaires list|view|create|update and surveys list|view against a
// real server: money and dates as people type them, an overlap refused naming the other release,
// station scoping for a studio manager, agreement publishing and questions as lines.
import { describe, expect, it } from 'vitest';
import { useCliUsers } from './support/cli-users';

const { users } = useCliUsers(['admin', 'studio']);
const { run, json } = users.admin;
const asStudio = users.studio.run;

type Row = Record<string, unknown>;

describe('careops releases', () => {
  it('creates a release from a studio, a service by name, a price and dates; refuses an overlap naming the other one; updates it', async () => {
    const releases = await json<Row[]>(['releases', 'list', '--limit', '100']);
    const serviceRelease = releases.find((r) => (r.item as { kind: string }).kind === 'service') ?? {};
    const studioName = String((serviceRelease.studio as { name: string }).name);
    const serviceName = String((serviceRelease.item as { name: string }).name);
    const created = await json<Row>(['releases', 'create', '--studio', studioName, '--service', serviceName, '--price', '123.45', '--starts', '2020-01-01', '--ends', '2020-02-01', '--note', 'from the CLI']);
    expect(created).toMatchObject({ priceCents: 12_345, startsAt: Date.UTC(2020, 0, 1), endsAt: Date.UTC(2020, 1, 1), note: 'from the CLI', version: 1 });
    const overlap = await run(['releases', 'create', '--studio', studioName, '--service', serviceName, '--price', '99', '--starts', '2020-01-15', '--ends', '2020-01-20']);
    expect(overlap.code).toBe(1);
    expect(overlap.stderr).toContain(`overlaps release ${String(created.id)} `);
    const updated = await json<Row>(['releases', 'update', String(created.id), '--price', '100', '--ends', '2020-03-01 12:30']);
    expect(updated).toMatchObject({ priceCents: 10_000, endsAt: Date.UTC(2020, 2, 1, 12, 30), version: 2 });
    const stale = await run(['releases', 'update', String(created.id), '--price', '101', '--if-version', '1']);
    expect(stale.code).not.toBe(0);
    const viewed = await json<Row>(['releases', 'view', String(created.id)]);
    expect(viewed).toMatchObject({ id: created.id, orderCount: 0, createdBy: { name: 'Administrator' } });
    const withdrawn = await run(['releases', 'withdraw', String(created.id), '--yes']);
    expect(withdrawn.code).toBe(0);
    expect((await json<Row>(['releases', 'view', String(created.id)])).status).toBe(0);
  });

  it('shows a studio manager only the releases of their studio', async () => {
    const mine = await users.studio.json<Row[]>(['releases', 'list', '--all']);
    const studios = new Set(mine.map((r) => (r.studio as { id: number }).id));
    expect(studios.size).toBe(1);
    const all = await json<Row[]>(['releases', 'list', '--limit', '1000']);
    const foreign = all.find((r) => !studios.has((r.studio as { id: number }).id));
    const refused = await asStudio(['releases', 'view', String(foreign?.id)]);
    expect(refused.code).not.toBe(0);
  });
});

describe('careops agreements, questionnaires and surveys', () => {
  it('creates an agreement, publishes a changed draft as version 2 and attaches it to a service', async () => {
    const created = await json<Row>(['agreements', 'create', '--name', 'CLI consent', '--text', 'First text.', '--publish', 'yes']);
    expect(created).toMatchObject({ name: 'CLI consent', latestNumber: 1 });
    expect(await json<Row>(['agreements', 'update', 'CLI consent', '--text', 'Second text.'])).toMatchObject({ unpublishedChanges: true });
    expect((await run(['agreements', 'publish', 'CLI consent', '--yes'])).code).toBe(0);
    const viewed = await json<Row>(['agreements', 'view', 'CLI consent']);
    expect(viewed).toMatchObject({ latestNumber: 2, unpublishedChanges: false });
    expect((viewed.versions as Row[]).map((v) => v.content)).toEqual(['Second text.', 'First text.']);
    const nothing = await run(['agreements', 'publish', 'CLI consent', '--yes']);
    expect(nothing.code).not.toBe(0);
    expect(nothing.stdout + nothing.stderr).toContain('version 2');
    const list = await json<Row[]>(['agreements', 'list', '--name', 'CLI']);
    expect(list.map((a) => a.name)).toEqual(['CLI consent']);
  });

  it('creates a questionnaire from lines, updates its questions and lists surveys', async () => {
    const questions = 'single: Was the nurse on time? | Yes | No\nscale 10: Rate the visit';
    const created = await json<Row>(['questionnaires', 'create', '--name', 'CLI survey', '--type', 'satisfaction', '--questions', questions]);
    expect(created).toMatchObject({ questionCount: 2, questionLines: questions });
    const bad = await run(['questionnaires', 'create', '--name', 'Bad one', '--type', 'health', '--questions', 'single: one choice | Yes']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('needs at least two choices');
    const updated = await json<Row>(['questionnaires', 'update', 'CLI survey', '--questions', `${questions}\ntext: Anything else?`]);
    expect(updated).toMatchObject({ questionCount: 3 });
    const demo = await json<Row[]>(['questionnaires', 'list', '--type', 'health']);
    expect(demo.map((q) => q.name).sort()).toEqual(['Health follow-up', 'Wound healing follow-up']);
    const surveys = await json<Row[]>(['surveys', 'list', '--status', 'finished', '--limit', '3']);
    expect(surveys.length).toBeGreaterThan(0);
    expect(surveys.every((s) => s.status === 1)).toBe(true);
    const survey = await json<Row>(['surveys', 'view', String(surveys[0]?.id)]);
    expect((survey.answers as Row[]).some((a) => a.answer !== null)).toBe(true);
  });
});
