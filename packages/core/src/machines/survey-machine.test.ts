import { describe, expect, it } from 'vitest';
import { SurveyStatus } from '../enums/lifecycle-statuses';
import { allowedSurveyEvents, nextSurveyStatus, SURVEY_DURATION_HOURS, SURVEY_EVENT_TYPES, surveySnapshotOf, type SurveyEventType } from './survey-machine';

const { deleted, cancelled, finished, underway, overdue } = SurveyStatus;
const NOW = 1_800_000_000_000;

/** Every status × event: the status it leads to, or null (refused). Expire with the due time passed. */
const TABLE: Record<number, Record<SurveyEventType, number | null>> = {
  [underway]: { 'survey.answer': finished, 'survey.expire': overdue, 'survey.cancel': cancelled, 'survey.delete': deleted },
  [finished]: { 'survey.answer': null, 'survey.expire': null, 'survey.cancel': null, 'survey.delete': deleted },
  [overdue]: { 'survey.answer': null, 'survey.expire': null, 'survey.cancel': null, 'survey.delete': deleted },
  [cancelled]: { 'survey.answer': null, 'survey.expire': null, 'survey.cancel': null, 'survey.delete': deleted },
  [deleted]: { 'survey.answer': null, 'survey.expire': null, 'survey.cancel': null, 'survey.delete': null },
};

describe('survey machine', () => {
  for (const [status, row] of Object.entries(TABLE)) {
    for (const event of SURVEY_EVENT_TYPES) {
      const expected = row[event];
      it(`${status} --${event}--> ${expected ?? 'refused'}`, () => {
        expect(nextSurveyStatus(Number(status), event, { dueAt: NOW - 1 }, NOW)).toBe(expected);
      });
    }
  }

  it('uses the spec values', () => {
    expect([deleted, cancelled, finished, underway, overdue]).toEqual([-1, 0, 1, 2, 3]);
    expect(surveySnapshotOf(underway)?.value).toBe('underway');
    expect(surveySnapshotOf(deleted)?.status).toBe('done');
  });

  it('holds overdue back until the due time', () => {
    expect(nextSurveyStatus(underway, 'survey.expire', { dueAt: NOW + 1 }, NOW)).toBeNull();
    expect(nextSurveyStatus(underway, 'survey.expire', { dueAt: NOW }, NOW)).toBe(overdue);
    expect(nextSurveyStatus(underway, { type: 'survey.expire', at: NOW + 1 }, { dueAt: NOW + 1 })).toBe(overdue);
    expect(allowedSurveyEvents(underway, { dueAt: NOW + 1 }, NOW)).toEqual(['survey.answer', 'survey.cancel', 'survey.delete']);
    expect(allowedSurveyEvents(underway, { dueAt: NOW - 1 }, NOW)).toEqual(['survey.answer', 'survey.expire', 'survey.cancel', 'survey.delete']);
  });

  it('lists the allowed events of each stored status', () => {
    expect(allowedSurveyEvents(finished)).toEqual(['survey.delete']);
    expect(allowedSurveyEvents(overdue)).toEqual(['survey.delete']);
    expect(allowedSurveyEvents(cancelled)).toEqual(['survey.delete']);
    expect(allowedSurveyEvents(deleted)).toEqual([]);
  });

  it('knows nothing of other statuses', () => {
    expect(surveySnapshotOf(7)).toBeNull();
    expect(nextSurveyStatus(7, 'survey.answer')).toBeNull();
    expect(allowedSurveyEvents(-2)).toEqual([]);
  });

  it('offers the spec durations, 24 to 168 hours in whole days', () => {
    expect(SURVEY_DURATION_HOURS).toEqual([24, 48, 72, 96, 120, 144, 168]);
  });
});
