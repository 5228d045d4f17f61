import stringWidth from 'string-width';

/**
 * A small terminal emulator for tests: it applies what a program writes (text, cursor moves,
 * erases, the alternate screen) to a grid of cells, so a test reads the screen a person sees
 * rather than the stream of updates (Ink redraws only the lines that changed).
 */
export class VirtualScreen {
  private lines: string[][];
  private row = 0;
  private col = 0;
  private pending = '';
  /** Whether the program switched to the alternate screen (and has not left it). */
  alternate = false;

  constructor(
    private columns: number,
    private rows: number,
  ) {
    this.lines = this.blank();
  }

  private blank(): string[][] {
    return Array.from({ length: this.rows }, () => Array.from({ length: this.columns }, () => ' '));
  }

  resize(columns: number, rows: number): void {
    this.columns = columns;
    this.rows = rows;
    const old = this.lines;
    this.lines = this.blank();
    for (let r = 0; r < Math.min(rows, old.length); r += 1) for (let c = 0; c < Math.min(columns, old[r]?.length ?? 0); c += 1) this.lines[r]![c] = old[r]![c]!;
    this.row = Math.min(this.row, rows - 1);
    this.col = Math.min(this.col, columns - 1);
  }

  private scroll(): void {
    this.lines.shift();
    this.lines.push(Array.from({ length: this.columns }, () => ' '));
  }

  private newline(): void {
    if (this.row === this.rows - 1) this.scroll();
    else this.row += 1;
  }

  private put(char: string): void {
    const width = Math.max(1, stringWidth(char));
    if (this.col + width > this.columns) {
      this.col = 0;
      this.newline();
    }
    const line = this.lines[this.row]!;
    line[this.col] = char;
    if (width === 2 && this.col + 1 < this.columns) line[this.col + 1] = '';
    this.col += width;
  }

  private eraseLine(mode: number): void {
    const line = this.lines[this.row]!;
    const [from, to] = mode === 1 ? [0, this.col + 1] : mode === 2 ? [0, this.columns] : [this.col, this.columns];
    for (let c = from; c < Math.min(to, this.columns); c += 1) line[c] = ' ';
  }

  private eraseDisplay(mode: number): void {
    if (mode === 2 || mode === 3) {
      this.lines = this.blank();
      return;
    }
    if (mode === 0) {
      this.eraseLine(0);
      for (let r = this.row + 1; r < this.rows; r += 1) this.lines[r] = Array.from({ length: this.columns }, () => ' ');
    }
  }

  private csi(params: string, final: string): void {
    const privateMode = params.startsWith('?');
    const numbers = (privateMode ? params.slice(1) : params).split(';').map((p) => (p === '' ? NaN : Number(p)));
    const n = (i: number, fallback: number) => (Number.isNaN(numbers[i] ?? NaN) ? fallback : (numbers[i] as number));
    const clampRow = (r: number) => Math.max(0, Math.min(this.rows - 1, r));
    const clampCol = (c: number) => Math.max(0, Math.min(this.columns - 1, c));
    if (privateMode) {
      if (numbers.includes(1049) && (final === 'h' || final === 'l')) {
        this.alternate = final === 'h';
        this.lines = this.blank();
        this.row = 0;
        this.col = 0;
      }
      return;
    }
    switch (final) {
      case 'A': this.row = clampRow(this.row - n(0, 1)); break;
      case 'B': this.row = clampRow(this.row + n(0, 1)); break;
      case 'C': this.col = clampCol(this.col + n(0, 1)); break;
      case 'D': this.col = clampCol(this.col - n(0, 1)); break;
      case 'E': this.row = clampRow(this.row + n(0, 1)); this.col = 0; break;
      case 'F': this.row = clampRow(this.row - n(0, 1)); this.col = 0; break;
      case 'G': this.col = clampCol(n(0, 1) - 1); break;
      case 'H': case 'f': this.row = clampRow(n(0, 1) - 1); this.col = clampCol(n(1, 1) - 1); break;
      case 'J': this.eraseDisplay(n(0, 0)); break;
      case 'K': this.eraseLine(n(0, 0)); break;
      default: break; // colours and modes change nothing a test reads
    }
  }

  /** Applies output written by the program. */
  write(data: string): void {
    const text = this.pending + data;
    this.pending = '';
    let i = 0;
    while (i < text.length) {
      const ch = text[i]!;
      if (ch === '\u001b') {
        const rest = text.slice(i);
        const csi = /^\u001b\[([0-9;?]*)([ -/]*)([@-~])/.exec(rest);
        if (csi) {
          this.csi(csi[1] ?? '', csi[3] ?? '');
          i += csi[0].length;
          continue;
        }
        const osc = /^\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)/.exec(rest);
        if (osc) {
          i += osc[0].length;
          continue;
        }
        if (rest.length < 3 && !/^\u001b[78=>c]/.test(rest)) {
          this.pending = rest;
          return;
        }
        i += 2;
        continue;
      }
      if (ch === '\r') this.col = 0;
      else if (ch === '\n') this.newline();
      else if (ch === '\b') this.col = Math.max(0, this.col - 1);
      else if (ch >= ' ') {
        const cp = text.codePointAt(i) ?? 0;
        const char = String.fromCodePoint(cp);
        this.put(char);
        i += char.length;
        continue;
      }
      i += 1;
    }
  }

  /** The screen's lines, trailing spaces removed. */
  text(): string[] {
    return this.lines.map((line) => line.join('').replace(/\s+$/, ''));
  }

  /** The screen as one string. */
  toString(): string {
    return this.text().join('\n');
  }
}
