/** Code block option sets: highlight.js language ids (SPEC §3: about 90, plus Automatic) and themes. */

export const CODE_LANGUAGES = [
  { id: 'auto', label: 'Automatic' },
  { id: 'apache', label: 'Apache' }, { id: 'applescript', label: 'AppleScript' }, { id: 'arduino', label: 'Arduino' },
  { id: 'armasm', label: 'ARM Assembly' }, { id: 'asciidoc', label: 'AsciiDoc' }, { id: 'aspectj', label: 'AspectJ' },
  { id: 'autohotkey', label: 'AutoHotkey' }, { id: 'awk', label: 'Awk' }, { id: 'bash', label: 'Bash' },
  { id: 'basic', label: 'BASIC' }, { id: 'c', label: 'C' }, { id: 'clojure', label: 'Clojure' },
  { id: 'cmake', label: 'CMake' }, { id: 'coffeescript', label: 'CoffeeScript' }, { id: 'cpp', label: 'C++' },
  { id: 'csharp', label: 'C#' }, { id: 'css', label: 'CSS' }, { id: 'd', label: 'D' }, { id: 'dart', label: 'Dart' },
  { id: 'delphi', label: 'Delphi' }, { id: 'diff', label: 'Diff' }, { id: 'django', label: 'Django' },
  { id: 'dockerfile', label: 'Dockerfile' }, { id: 'dos', label: 'Batch' }, { id: 'elixir', label: 'Elixir' },
  { id: 'elm', label: 'Elm' }, { id: 'erlang', label: 'Erlang' }, { id: 'excel', label: 'Excel' },
  { id: 'fortran', label: 'Fortran' }, { id: 'fsharp', label: 'F#' }, { id: 'gherkin', label: 'Gherkin' },
  { id: 'glsl', label: 'GLSL' }, { id: 'go', label: 'Go' }, { id: 'gradle', label: 'Gradle' },
  { id: 'graphql', label: 'GraphQL' }, { id: 'groovy', label: 'Groovy' }, { id: 'haml', label: 'Haml' },
  { id: 'handlebars', label: 'Handlebars' }, { id: 'haskell', label: 'Haskell' }, { id: 'haxe', label: 'Haxe' },
  { id: 'http', label: 'HTTP' }, { id: 'ini', label: 'INI / TOML' }, { id: 'java', label: 'Java' },
  { id: 'javascript', label: 'JavaScript' }, { id: 'json', label: 'JSON' }, { id: 'julia', label: 'Julia' },
  { id: 'kotlin', label: 'Kotlin' }, { id: 'latex', label: 'LaTeX' }, { id: 'less', label: 'Less' },
  { id: 'lisp', label: 'Lisp' }, { id: 'lua', label: 'Lua' }, { id: 'makefile', label: 'Makefile' },
  { id: 'markdown', label: 'Markdown' }, { id: 'matlab', label: 'MATLAB' }, { id: 'mipsasm', label: 'MIPS Assembly' },
  { id: 'nginx', label: 'Nginx' }, { id: 'nim', label: 'Nim' }, { id: 'nix', label: 'Nix' },
  { id: 'objectivec', label: 'Objective-C' }, { id: 'ocaml', label: 'OCaml' }, { id: 'perl', label: 'Perl' },
  { id: 'pgsql', label: 'PostgreSQL' }, { id: 'php', label: 'PHP' }, { id: 'plaintext', label: 'Plain text' },
  { id: 'powershell', label: 'PowerShell' }, { id: 'processing', label: 'Processing' }, { id: 'prolog', label: 'Prolog' },
  { id: 'protobuf', label: 'Protocol Buffers' }, { id: 'puppet', label: 'Puppet' }, { id: 'python', label: 'Python' },
  { id: 'r', label: 'R' }, { id: 'ruby', label: 'Ruby' }, { id: 'rust', label: 'Rust' }, { id: 'scala', label: 'Scala' },
  { id: 'scheme', label: 'Scheme' }, { id: 'scss', label: 'SCSS' }, { id: 'shell', label: 'Shell session' },
  { id: 'smalltalk', label: 'Smalltalk' }, { id: 'sql', label: 'SQL' }, { id: 'swift', label: 'Swift' },
  { id: 'tcl', label: 'Tcl' }, { id: 'twig', label: 'Twig' }, { id: 'typescript', label: 'TypeScript' },
  { id: 'vbnet', label: 'VB.NET' }, { id: 'vbscript', label: 'VBScript' }, { id: 'verilog', label: 'Verilog' },
  { id: 'vhdl', label: 'VHDL' }, { id: 'vim', label: 'Vim script' }, { id: 'wasm', label: 'WebAssembly' },
  { id: 'x86asm', label: 'x86 Assembly' }, { id: 'xml', label: 'HTML / XML' }, { id: 'xquery', label: 'XQuery' },
  { id: 'yaml', label: 'YAML' },
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number]['id'];
export const CODE_LANGUAGE_IDS = CODE_LANGUAGES.map((l) => l.id) as [CodeLanguage, ...CodeLanguage[]];

/** highlight.js styles offered for code blocks; reveal.js's default is monokai. */
export const CODE_THEMES = [
  'monokai', 'zenburn', 'github', 'github-dark', 'atom-one-dark', 'atom-one-light', 'a11y-dark', 'a11y-light',
  'ir-black', 'nord', 'obsidian', 'vs', 'vs2015', 'xcode', 'night-owl', 'tomorrow-night-blue',
] as const;
export type CodeTheme = (typeof CODE_THEMES)[number];

/** Common short names found in imported markup (`language-js`) for ids of the list above. */
export const CODE_LANGUAGE_ALIASES: Readonly<Record<string, CodeLanguage>> = {
  js: 'javascript', jsx: 'javascript', mjs: 'javascript', ts: 'typescript', tsx: 'typescript', html: 'xml',
  xhtml: 'xml', svg: 'xml', sh: 'bash', zsh: 'bash', console: 'shell', py: 'python', rb: 'ruby', yml: 'yaml',
  'c++': 'cpp', cc: 'cpp', h: 'c', cs: 'csharp', md: 'markdown', kt: 'kotlin', rs: 'rust', golang: 'go',
  ps1: 'powershell', text: 'plaintext', txt: 'plaintext', tex: 'latex', postgres: 'pgsql', docker: 'dockerfile',
};
