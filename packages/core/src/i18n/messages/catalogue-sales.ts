/**
 * Messages of product releases, agreements, questionnaires and surveys: contract validation and
 * server errors. Keys start with 'catalogue.' and a resource word (release, agreement,
 * questionnaire, survey).
 */
export const catalogueSalesMessages = {
  'catalogue.contract.servicesRequired': 'choose at least one service',
  // releases
  'catalogue.release.contract.serviceOrPackage': 'choose either a service or a package',
  'catalogue.release.contract.endAfterStart': 'the end must come after the start',
  'catalogue.release.contract.time': 'use a date as YYYY-MM-DD or YYYY-MM-DD HH:mm (UTC), or epoch milliseconds',
  'catalogue.release.entity': 'product release',
  'catalogue.release.overlap': 'overlaps release {id} of {item} at {studio} ({window})',
  'catalogue.release.openEnded': 'from {start}, open-ended',
  'catalogue.release.window': '{start} to {end}',
  'catalogue.release.studioDisabled': 'studio {name} is disabled',
  'catalogue.release.itemGone': 'no such {what}',
  'catalogue.release.service': 'service',
  'catalogue.release.package': 'package',
  'catalogue.release.notReleased': '{item} is not on sale at {studio} now',
  // agreements
  'catalogue.agreement.contract.textRequired': 'please write the agreement text',
  'catalogue.agreement.entity': 'agreement',
  'catalogue.agreement.nameTaken': 'an agreement named {name} already exists',
  'catalogue.agreement.nothingToPublish': 'the draft is the same as version {number}; change it before publishing',
  'catalogue.agreement.blankDraft': 'the draft is empty; write the text before publishing',
  'catalogue.agreement.disabled': 'agreement {name} is disabled',
  'catalogue.agreement.unknownServices': 'no such services: {ids}',
  'catalogue.agreement.consentNeeded': '{service} needs the member\'s consent to {agreement} version {number}',
  'catalogue.agreement.consentStale': 'version {given} is not the current version of {agreement} (it is version {number})',
  'catalogue.agreement.noAgreement': '{service} has no agreement to consent to',
  // questionnaires
  'catalogue.questionnaire.contract.questionRequired': 'please write the question',
  'catalogue.questionnaire.contract.choiceBlank': 'a choice may not be blank',
  'catalogue.questionnaire.contract.choicesNeeded': '"{question}" needs at least two choices',
  'catalogue.questionnaire.contract.noChoices': '"{question}" takes no choices (only single and multiple choice questions do)',
  'catalogue.questionnaire.contract.scale': 'a scale runs from 1 to between {min} and {max}',
  'catalogue.questionnaire.contract.badLine': 'line {line}: write "kind: question | choice | choice" (kinds: single, multiple, text, scale 2…10)',
  'catalogue.questionnaire.contract.questions': 'give the questions as a list or as lines of text',
  'catalogue.questionnaire.contract.questionsRequired': 'add at least one question',
  'catalogue.questionnaire.contract.hours': 'must be one of {values} hours (1 to 7 days)',
  'catalogue.questionnaire.entity': 'questionnaire',
  'catalogue.questionnaire.nameTaken': 'a questionnaire named {name} already exists',
  'catalogue.questionnaire.unknownQuestion': 'question {id} is not a question of this questionnaire',
  'catalogue.questionnaire.duplicateQuestion': 'question {id} appears twice',
  'catalogue.questionnaire.disabled': 'questionnaire {name} is disabled',
  // surveys
  'catalogue.survey.entity': 'survey',
  'catalogue.survey.systemActor': 'scheduler',
  'catalogue.survey.refused': 'the survey is {status}: it cannot be {action}',
  'catalogue.survey.action.cancel': 'cancelled',
  'catalogue.survey.action.delete': 'deleted',
} as const;
