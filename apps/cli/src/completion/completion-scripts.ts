/** The shells `careops completion` writes a script for. */
export const COMPLETION_SHELLS = ['bash', 'zsh', 'fish'] as const;
export type CompletionShell = (typeof COMPLETION_SHELLS)[number];

// Each script hands the words typed after `careops` (the last one being completed, possibly
// empty) to `careops __complete --`, which answers one candidate per line: the parser and
// completion the terminal panel uses decide, so the shells never hold a list of commands.
const scripts: Record<CompletionShell, string> = {
  bash: `_careops_complete() {
  local IFS=$'\\n'
  COMPREPLY=($(careops __complete -- "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -o default -F _careops_complete careops
`,
  zsh: `#compdef careops
_careops() {
  local -a candidates
  candidates=(\${(f)"$(careops __complete -- "\${(@)words[2,CURRENT]}" 2>/dev/null)"})
  compadd -Q -a candidates
}
if (( $+functions[compdef] )); then compdef _careops careops; fi
`,
  fish: `function __careops_complete
    set -l words (commandline -opc)
    set -e words[1]
    careops __complete -- $words (commandline -ct) 2>/dev/null
end
complete -c careops -f -a '(__careops_complete)'
`,
};

/** How to load the script in each shell's start-up file. */
export const INSTALL_LINES: Record<CompletionShell, string> = {
  bash: 'source <(careops completion bash)   # in ~/.bashrc',
  zsh: 'source <(careops completion zsh)   # in ~/.zshrc, after compinit',
  fish: 'careops completion fish | source   # in ~/.config/fish/config.fish',
};

export function completionScript(shell: CompletionShell): string {
  return scripts[shell];
}
