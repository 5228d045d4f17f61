import type { PaletteItem } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import type { ResourceDescriptor, Row } from '@careops/core/resources';
import { Box, Text, useApp } from 'ink';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { COMMAND_ITEM, LIST_ITEM, listCommandId, paletteItems, REVIEW_ITEM, visibleLists } from '../console-model';
import type { MenuTarget } from '../menu-entries';
import type { ReviewSession } from '../review-session';
import { useConsoleEnv } from './console-context';
import { CommandView } from './command-view';
import { DetailView } from './detail-view';
import { Header, useLiveHeader } from './header';
import { ListView } from './list-view';
import { MenuView } from './menu-view';
import { PaletteView } from './palette-view';
import { ReviewView } from './review-view';
import { ShortcutSheet } from './shortcut-sheet';
import { useTerminalSize } from './use-terminal-size';
import { useKeys } from './use-keys';

type View =
  | { kind: 'menu' }
  | { kind: 'list'; resource: ResourceDescriptor; filter: string }
  | { kind: 'detail'; resource: ResourceDescriptor; row: Row }
  | { kind: 'review'; resource: ResourceDescriptor }
  | { kind: 'command'; line: string };

/** Recent palette choices kept (ranked first, as on the web). */
const RECENT_KEPT = 10;
/**
 * Lines of the header (three) and the footer (one), and one spare: a frame as tall as the
 * terminal makes Ink clear the screen and write it whole on every draw.
 */
const CHROME = 5;

function titleOf(view: View): string {
  switch (view.kind) {
    case 'menu':
      return t('console.menu.title');
    case 'list':
      return t(view.resource.title);
    case 'detail':
      return t(view.resource.recordTitle);
    case 'review':
      return t('people.ui.review.title', { title: t(view.resource.title) });
    default:
      return t('keyboard.palette.kind.command');
  }
}

function footerOf(view: View): string {
  if (view.kind === 'menu') return t('console.footer.menu');
  if (view.kind === 'list') return t('console.footer.list');
  if (view.kind === 'review') return t('console.footer.review');
  return t('console.footer.detail');
}

/**
 * The terminal console: a header (server, user, live queue counts), a stack of views (start
 * screen, lists, records, review mode, command results) with Esc going back, the palette (`:`
 * or Ctrl+K) and the shortcut sheet (`?`) over them, `q` or Ctrl+C to quit.
 */
export function ConsoleApp() {
  const env = useConsoleEnv();
  const { exit } = useApp();
  const { columns, rows } = useTerminalSize();
  const live = useLiveHeader();
  const { counts } = live;
  const [stack, setStack] = useState<View[]>([{ kind: 'menu' }]);
  const [overlay, setOverlay] = useState<'palette' | 'help' | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [quitting, setQuitting] = useState(false);
  const review = useRef<ReviewSession | null>(null);
  const view = stack[stack.length - 1] ?? { kind: 'menu' };
  const bodyHeight = Math.max(3, rows - CHROME);
  const lists = useMemo(() => visibleLists(env.model, env.ctx), [env.model, env.ctx]);
  // The palette's items need the registry: built when the palette first opens (and in the background after the first frame).
  const items = useRef<PaletteItem[] | null>(null);
  const paletteOf = () => (items.current ??= paletteItems(env.model, env.ctx, lists));
  useEffect(() => {
    const timer = setTimeout(() => paletteOf(), 50);
    return () => clearTimeout(timer);
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const push = (next: View) => {
    setCapturing(false);
    setStack((s) => [...s, next]);
  };
  const back = useCallback(() => {
    setCapturing(false);
    setStack((s) => (s.length > 1 ? s.slice(0, -1) : s));
  }, []);
  const onCapture = useCallback((value: boolean) => setCapturing(value), []);
  const onSession = useCallback((session: ReviewSession | null) => {
    review.current = session;
  }, []);

  const quit = () => {
    if (quitting) return;
    setQuitting(true);
    const pending = review.current;
    void (pending ? pending.flush() : Promise.resolve()).finally(() => exit());
  };

  const open = (target: MenuTarget) => push(target.kind === 'review' ? { kind: 'review', resource: target.resource } : { kind: 'list', resource: target.resource, filter: target.filter ?? '' });

  const choose = (item: PaletteItem) => {
    setOverlay(null);
    setRecent((r) => [item.id, ...r.filter((id) => id !== item.id)].slice(0, RECENT_KEPT));
    const byId = (id: string) => lists.find((d) => d.id === id);
    if (item.id.startsWith(LIST_ITEM)) {
      const resource = byId(item.id.slice(LIST_ITEM.length));
      if (resource) push({ kind: 'list', resource, filter: '' });
    } else if (item.id.startsWith(REVIEW_ITEM)) {
      const resource = byId(item.id.slice(REVIEW_ITEM.length));
      if (resource) push({ kind: 'review', resource });
    } else if (item.id.startsWith(COMMAND_ITEM)) {
      const id = item.id.slice(COMMAND_ITEM.length);
      const listed = lists.find((d) => listCommandId(d) === id);
      const command = env.model.registry.get(id);
      if (listed) push({ kind: 'list', resource: listed, filter: '' });
      else if (command) push({ kind: 'command', line: `${command.cli.join(' ')} ` });
    }
  };

  useKeys((input, key) => {
    // Ctrl+C always quits, also when it arrives together with other keys.
    if ((key.ctrl && input === 'c') || input.includes('\u0003')) return quit();
    if (overlay !== null || capturing) return;
    if (input === ':' || (key.ctrl && input === 'k')) return setOverlay('palette');
    if (input === '?') return setOverlay('help');
    if (input === 'q') return quit();
    if (key.escape && view.kind !== 'review') back();
  }, { isActive: true });

  const active = overlay === null && !quitting;
  const body = (() => {
    if (overlay === 'palette') return <PaletteView items={paletteOf()} recent={recent} height={bodyHeight} width={columns} isActive onChoose={choose} onCancel={() => setOverlay(null)} />;
    if (overlay === 'help') {
      const resource = view.kind === 'list' || view.kind === 'detail' || view.kind === 'review' ? view.resource : undefined;
      return <ShortcutSheet resource={resource} reviewing={view.kind === 'review'} height={bodyHeight} isActive onClose={() => setOverlay(null)} />;
    }
    return null;
  })();
  // Every view of the stack stays mounted (a list keeps its rows, cursor and selection under the
  // record opened from it); only the top one is shown and takes keys.
  const renderView = (v: View, top: boolean) => {
    const isActive = top && active;
    switch (v.kind) {
      case 'menu':
        return <MenuView lists={lists} counts={counts} height={bodyHeight} width={columns} isActive={isActive} onOpen={open} />;
      case 'list':
        return <ListView resource={v.resource} initialFilter={v.filter} height={bodyHeight} width={columns} isActive={isActive} onCapture={onCapture} onOpen={(row) => push({ kind: 'detail', resource: v.resource, row })} onReview={() => push({ kind: 'review', resource: v.resource })} />;
      case 'detail':
        return <DetailView resource={v.resource} row={v.row} height={bodyHeight} width={columns} isActive={isActive} onCapture={onCapture} />;
      case 'review':
        return <ReviewView resource={v.resource} height={bodyHeight} width={columns} isActive={isActive} onCapture={onCapture} onLeave={back} onSession={onSession} />;
      default:
        return <CommandView initial={v.line} height={bodyHeight} width={columns} isActive={isActive} onCapture={onCapture} />;
    }
  };

  return (
    <Box flexDirection="column" width={columns}>
      <Header title={titleOf(view)} live={live} />
      {body ? (
        <Box flexDirection="column" height={bodyHeight}>
          {body}
        </Box>
      ) : null}
      {stack.map((v, i) => {
        const top = i === stack.length - 1;
        return (
          <Box key={`${i}:${v.kind}`} display={top && !body ? 'flex' : 'none'} flexDirection="column" height={bodyHeight}>
            {renderView(v, top)}
          </Box>
        );
      })}
      <Text color={env.theme.dim} wrap="truncate-end">
        {quitting && review.current?.state.pending.length ? t('console.review.sending', { count: review.current.state.pending.length }) : footerOf(view)}
      </Text>
    </Box>
  );
}
