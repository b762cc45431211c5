/// Shell completion scripts for bash, zsh and fish, made from the command table the help
/// comes from (`arcade --generate-completion-script SHELL`, as swift-argument-parser names it),
/// so a command or option added to the table completes with no other change. Pack ids come
/// from the program at completion time (`arcade packs --ids`), mode names from the mode list.
enum Completions {
  static let shells = ["bash", "zsh", "fish"]

  /// What a command's positional argument completes to, told from its placeholder.
  enum Kind: Equatable {
    case packs, modes, files, nothing
  }

  static func kind(ofArgument placeholder: String) -> Kind {
    let word = placeholder.filter { $0.isLetter || $0 == "-" }
    switch word {
    case "PACK": return .packs
    case "MODE": return .modes
    case "DAY": return .nothing
    case "": return .nothing
    default: return .files
    }
  }

  /// The first positional's kind (a command's arguments up to its first option).
  static func firstArgument(of spec: CommandSpec) -> Kind {
    kind(ofArgument: spec.arguments.split(separator: " ").first.map(String.init) ?? "")
  }

  static func script(for shell: String, commands: [CommandSpec], modes: [String]) -> String? {
    let named = commands.filter { !$0.name.isEmpty }
    let launcher = commands.first { $0.name.isEmpty }?.options ?? []
    switch shell {
    case "bash": return bash(named, launcher: launcher, modes: modes)
    case "zsh": return zsh(named, launcher: launcher, modes: modes)
    case "fish": return fish(named, launcher: launcher, modes: modes)
    default: return nil
    }
  }

  static func optionWords(_ options: [OptionSpec]) -> String { options.flatMap(\.names).joined(separator: " ") }

  // MARK: - bash

  static func bash(_ commands: [CommandSpec], launcher: [OptionSpec], modes: [String]) -> String {
    var lines = [
      "# arcade completion for bash: source it, or save it as",
      "# ~/.local/share/bash-completion/completions/arcade",
      "_arcade() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  if [[ $COMP_CWORD -eq 1 ]]; then",
      "    COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " ")) --help --version \(optionWords(launcher))\" -- \"$cur\"))",
      "    return",
      "  fi",
      "  case \"${COMP_WORDS[1]}\" in",
    ]
    for spec in commands {
      lines.append("    \(spec.name))")
      lines.append("      case \"$prev\" in")
      for option in spec.options where option.value != nil {
        let names = option.names.joined(separator: "|")
        let reply = option.allowed.isEmpty ? "compgen -f -- \"$cur\"" : "compgen -W \"\(option.allowed.joined(separator: " "))\" -- \"$cur\""
        lines.append("        \(names)) COMPREPLY=($(\(reply))); return ;;")
      }
      lines.append("      esac")
      lines.append("      if [[ $cur == -* ]]; then")
      lines.append("        COMPREPLY=($(compgen -W \"\(optionWords(spec.options))\" -- \"$cur\"))")
      let words: String = switch firstArgument(of: spec) {
      case .packs: "COMPREPLY=($(compgen -W \"$(\"${COMP_WORDS[0]}\" packs --ids 2>/dev/null)\" -- \"$cur\") $(compgen -f -- \"$cur\"))"
      case .modes: "if [[ $COMP_CWORD -eq 2 ]]; then COMPREPLY=($(compgen -W \"\(modes.joined(separator: " "))\" -- \"$cur\")); else COMPREPLY=($(compgen -d -- \"$cur\")); fi"
      case .files: "COMPREPLY=($(compgen -f -- \"$cur\"))"
      case .nothing: "COMPREPLY=()"
      }
      lines += ["      else", "        \(words)", "      fi", "      ;;"]
    }
    lines += ["  esac", "}", "complete -o filenames -F _arcade arcade", ""]
    return lines.joined(separator: "\n")
  }

  // MARK: - zsh

  /// A zsh word list or description: quotes and colons escaped as `_arguments` wants them.
  static func zshQuoted(_ text: String) -> String {
    text.replacing("'", with: "'\\''").replacing(":", with: "\\:").replacing("[", with: "\\[")
      .replacing("]", with: "\\]")
  }

  static func zshOption(_ option: OptionSpec) -> [String] {
    let help = zshQuoted(option.help)
    let value = option.value.map { placeholder in
      option.allowed.isEmpty ? ":\(placeholder.lowercased()):_files" : ":\(placeholder.lowercased()):(\(option.allowed.joined(separator: " ")))"
    } ?? ""
    return option.names.map { "'\($0)[\(help)]\(value)'" }
  }

  static func zsh(_ commands: [CommandSpec], launcher: [OptionSpec], modes: [String]) -> String {
    var lines = [
      "#compdef arcade",
      "# arcade completion for zsh: save it as _arcade in a folder of your $fpath",
      "_arcade() {",
      "  local -a commands",
      "  commands=(",
    ]
    lines += commands.map { "    '\($0.name):\(zshQuoted($0.summary))'" }
    lines += ["  )", "  if (( CURRENT == 2 )); then", "    _describe -t commands 'arcade command' commands"]
    lines.append("    _arguments \(launcher.flatMap(zshOption).joined(separator: " ")) '--version[Show the version.]'")
    lines += ["    return", "  fi", "  local command=${words[2]}", "  shift words", "  (( CURRENT-- ))", "  case $command in"]
    for spec in commands {
      let argument: String = switch firstArgument(of: spec) {
      case .packs: "'*:pack:_arcade_packs'"
      case .modes: "'1:mode:(\(modes.joined(separator: " ")))' '2:folder:_files -/'"
      case .files: "'*:file:_files'"
      case .nothing: ""
      }
      lines.append("    \(spec.name)) _arguments \((spec.options.flatMap(zshOption) + [argument]).filter { !$0.isEmpty }.joined(separator: " ")) ;;")
    }
    lines += [
      "  esac", "}", "",
      "_arcade_packs() {",
      "  local -a packs",
      "  packs=(${(f)\"$(${words[1]:-arcade} packs --ids 2>/dev/null)\"})",
      "  _alternative 'packs:pack:compadd -a packs' 'files:file:_files'",
      "}", "",
      "_arcade \"$@\"", "",
    ]
    return lines.joined(separator: "\n")
  }

  // MARK: - fish

  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }

  static func fishOption(_ option: OptionSpec, condition: String) -> String {
    var parts = ["complete -c arcade -n \(fishQuoted(condition))"]
    for name in option.names {
      parts.append(name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())")
    }
    if option.value != nil { parts.append(option.allowed.isEmpty ? "-r -F" : "-x -a \(fishQuoted(option.allowed.joined(separator: " ")))") }
    parts.append("-d \(fishQuoted(option.help))")
    return parts.joined(separator: " ")
  }

  static func fish(_ commands: [CommandSpec], launcher: [OptionSpec], modes: [String]) -> String {
    var lines = ["# arcade completion for fish: save it as ~/.config/fish/completions/arcade.fish", "complete -c arcade -f"]
    for spec in commands {
      lines.append("complete -c arcade -n '__fish_use_subcommand' -a \(spec.name) -d \(fishQuoted(spec.summary))")
    }
    lines.append("complete -c arcade -n '__fish_use_subcommand' -l version -d 'Show the version.'")
    for option in launcher { lines.append(fishOption(option, condition: "__fish_use_subcommand")) }
    for spec in commands {
      let condition = "__fish_seen_subcommand_from \(spec.name)"
      for option in spec.options { lines.append(fishOption(option, condition: condition)) }
      switch firstArgument(of: spec) {
      case .packs: lines.append("complete -c arcade -n \(fishQuoted(condition)) -F -a '(arcade packs --ids 2>/dev/null)'")
      case .modes:
        lines.append("complete -c arcade -n \(fishQuoted(condition + "; and not __fish_seen_subcommand_from " + modes.joined(separator: " "))) -a \(fishQuoted(modes.joined(separator: " ")))")
      case .files: lines.append("complete -c arcade -n \(fishQuoted(condition)) -F")
      case .nothing: break
      }
    }
    lines.append("")
    return lines.joined(separator: "\n")
  }
}
