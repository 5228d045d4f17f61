import { messageOf } from '@careops/core/client';
import { QUESTION_KINDS, type QuestionKind, type QuestionnaireDetail } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { QueryView } from '../../../kit/query/query-state';
import { useQuery } from '../../../kit/query/use-query';
import { callEndpoint } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { usePage } from '../../../platform/shell/page-context';
import { toast } from '../../../ui/toast-store';
import { moveQuestion, questionsBody, type EditorQuestion } from './question-editor-model';

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

function QuestionsEditor({ questionnaire }: { questionnaire: QuestionnaireDetail }) {
  const { api, navigate } = useConsole();
  const p = useId();
  const [list, setList] = useState<EditorQuestion[]>(() =>
    questionnaire.questions.map((q) => ({ key: `q-${q.id}`, id: q.id, kind: q.kind, text: q.text, choices: q.options.join('\n'), scaleMax: q.scaleMax })),
  );
  const [announce, setAnnounce] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const textInputs = useRef(new Map<string, HTMLInputElement>());

  useEffect(() => {
    if (focusKey) textInputs.current.get(focusKey)?.focus();
  }, [focusKey, list]);

  const update = (key: string, change: Partial<EditorQuestion>) => setList((l) => l.map((q) => (q.key === key ? { ...q, ...change } : q)));
  const move = (index: number, by: -1 | 1) => {
    const { list: next, to } = moveQuestion(list, index, by);
    setList(next);
    setFocusKey(next[to]?.key ?? null);
    setAnnounce(t('catalogue.ui.editor.moved', { n: to + 1 }));
  };
  const remove = (index: number) => {
    const next = list.filter((_, i) => i !== index);
    setList(next);
    setFocusKey(next[Math.max(0, index - 1)]?.key ?? null);
  };
  const add = () => {
    const key = newKey();
    setList((l) => [...l, { key, kind: 'text', text: '', choices: '', scaleMax: 5 }]);
    setFocusKey(key);
  };
  const onKeys = (index: number) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      move(index, e.key === 'ArrowUp' ? -1 : 1);
    }
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await callEndpoint(api, 'editQuestionnaire', { questionnaireId: questionnaire.id, version: questionnaire.version, questions: questionsBody(list) }, { silent: true });
      toast.success(t('catalogue.ui.editor.saved'));
      navigate(routes.questionnaireDetail.path({ id: questionnaire.id }));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="max-w-3xl space-y-4"
      data-testid="question-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void save();
        }
      }}
    >
      <p className="text-sm text-gray-600">{t('catalogue.ui.editor.keys')}</p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <ol className="space-y-3">
        {list.map((q, index) => (
          <li key={q.key} className="rounded border border-gray-200 p-3" data-testid="question-item" onKeyDown={onKeys(index)}>
            <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_10rem]">
              <legend className="sr-only">{t('catalogue.ui.editor.text', { n: index + 1 })}</legend>
              <label className="field-label" htmlFor={`${p}-${q.key}-text`}>
                {t('catalogue.ui.editor.text', { n: index + 1 })}
              </label>
              <label className="field-label" htmlFor={`${p}-${q.key}-kind`}>
                {t('catalogue.ui.editor.kind')}
              </label>
              <input
                id={`${p}-${q.key}-text`}
                ref={(el) => {
                  if (el) textInputs.current.set(q.key, el);
                  else textInputs.current.delete(q.key);
                }}
                className="field-input"
                value={q.text}
                onChange={(e) => update(q.key, { text: e.target.value })}
                data-testid="question-text"
              />
              <select id={`${p}-${q.key}-kind`} className="field-input" value={q.kind} onChange={(e) => update(q.key, { kind: e.target.value as QuestionKind })} data-testid="question-kind">
                {QUESTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`catalogue.res.questionnaires.kind.${kind}`)}
                  </option>
                ))}
              </select>
              {(q.kind === 'single' || q.kind === 'multiple') && (
                <label className="sm:col-span-2 text-sm">
                  <span className="field-label">{t('catalogue.ui.editor.choices')}</span>
                  <textarea className="field-input" rows={3} value={q.choices} onChange={(e) => update(q.key, { choices: e.target.value })} data-testid="question-choices" />
                </label>
              )}
              {q.kind === 'scale' && (
                <label className="text-sm">
                  <span className="field-label">{t('catalogue.ui.editor.scale')}</span>
                  <input type="number" min={2} max={10} className="field-input" value={q.scaleMax} onChange={(e) => update(q.key, { scaleMax: Number(e.target.value) })} data-testid="question-scale" />
                </label>
              )}
            </fieldset>
            <div className="mt-2 flex gap-2">
              <button type="button" className="btn-secondary" onClick={() => move(index, -1)} disabled={index === 0} aria-keyshortcuts="Alt+ArrowUp">
                {t('catalogue.ui.editor.moveUp')}
              </button>
              <button type="button" className="btn-secondary" onClick={() => move(index, 1)} disabled={index === list.length - 1} aria-keyshortcuts="Alt+ArrowDown">
                {t('catalogue.ui.editor.moveDown')}
              </button>
              <button type="button" className="btn-secondary" onClick={() => remove(index)}>
                {t('catalogue.ui.editor.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn-secondary" onClick={add} data-testid="question-add">
        {t('catalogue.ui.editor.add')}
      </button>
      {error && (
        <p role="alert" className="field-error" data-testid="question-editor-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy} data-testid="question-editor-save">
        {t('catalogue.ui.editor.save')}
      </button>
    </form>
  );
}

/** /product/questionnaire-edit/:id: the questions one by one (kind, text, choices, scale), reordered by keyboard (Alt+↑/↓). */
export function QuestionnaireEditPage() {
  const { params, active } = usePage();
  const id = Number(params.id);
  const { state, refresh } = useQuery(`getQuestionnaire ${id}`, (api, signal) => callEndpoint(api, 'getQuestionnaire', { questionnaireId: id }, { silent: true, signal }) as Promise<QuestionnaireDetail>, { enabled: active });
  return (
    <div className="space-y-4 p-6">
      <h1 className="text-xl font-semibold text-gray-900">{state.data ? `${state.data.name}: ${t('catalogue.ui.editor.title')}` : t('catalogue.ui.editor.title')}</h1>
      <QueryView state={state} onRetry={refresh}>
        {(data) => <QuestionsEditor key={data.version} questionnaire={data} />}
      </QueryView>
    </div>
  );
}
