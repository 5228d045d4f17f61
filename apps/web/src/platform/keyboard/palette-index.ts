// The palette's search lives in core, shared with the terminal console's palette.
export {
  buildPaletteIndex,
  combineIndexes,
  indexEntries,
  parsePaletteQuery,
  rankPalette,
  DEFAULT_LIMIT,
  RECENT_SHOWN,
  type IndexedEntry,
  type PaletteIndex,
  type PaletteItem as PaletteEntry,
  type PaletteKind,
  type PaletteMode,
  type PaletteSection,
  type RankedEntry,
  type Ranking,
} from '@careops/core/commands';
