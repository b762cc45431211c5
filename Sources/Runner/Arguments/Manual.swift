/// `arcade --generate-manual`: the manual page (roff, section 1), made from the command table
/// the help comes from, so that it lists every command and option as the program has them.
enum Manual {
  /// Text as roff reads it: backslashes and hyphens escaped, a character past ASCII named
  /// (`\[u8D85]`, so that groff reads it without preconv), a line never starting a request.
  static func escaped(_ text: String) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": body += "\\e"
      case "-": body += "\\-"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
      case _ where scalar.value > 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        body += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: body.unicodeScalars.append(scalar)
      }
    }
    return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
  }

  /// A paragraph of flowing text: its lines joined, as roff fills them itself.
  static func paragraph(_ text: String) -> String {
    escaped(text.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " "))
  }

  static func page(commands: [CommandSpec], version: String) -> String {
    var lines = [
      ".TH ARCADE 1 \"\" \"arcade \(version)\" \"User Commands\"",
      ".SH NAME",
      "arcade \\- terminal quiz\\-and\\-catalog games played from property\\-list packs",
      ".SH SYNOPSIS",
      ".B arcade",
      "[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]",
      ".SH DESCRIPTION",
      paragraph("""
        With no command, arcade opens the launcher on the built-in packs and your own: 超级猜图, the picture-guessing
        game; 应用管理, an app-download showcase; and a shop's catalog with its cart and checkout. Each command below
        takes --help.
        """),
      ".SH COMMANDS",
    ]
    for spec in commands where !spec.name.isEmpty {
      lines += [".TP", "\\fB\(escaped(spec.usage))\\fR", paragraph(spec.summary)]
      if !spec.discussion.isEmpty { lines += [".IP", paragraph(spec.discussion)] }
      let options = spec.options.filter { $0.key != "--help" }
      guard !options.isEmpty else { continue }
      lines.append(".RS")
      for option in options { lines += [".TP", "\\fB\(escaped(option.names.joined(separator: ", ")))\\fR" + (option.value.map { " \\fI\(escaped($0))\\fR" } ?? ""), paragraph(optionHelp(option))] }
      lines.append(".RE")
    }
    lines += [".SH OPTIONS"]
    let launcher = commands.first { $0.name.isEmpty }?.options.filter { $0.key != "--help" } ?? []
    for option in [OptionSpec(["-h", "--help"], help: "Show help (also after a command: arcade lint --help)."),
                   OptionSpec(["--version"], help: "Show the version.")] + launcher {
      lines += [".TP", "\\fB\(escaped(option.names.joined(separator: ", ")))\\fR" + (option.value.map { " \\fI\(escaped($0))\\fR" } ?? ""), paragraph(optionHelp(option))]
    }
    lines += [".SH ENVIRONMENT"]
    for (name, text) in environment { lines += [".TP", "\\fB\(escaped(name))\\fR", paragraph(text)] }
    lines += [
      ".SH FILES",
      ".TP", "\\fI~/.local/share/arcade/packs\\fR", paragraph("Your packs ($XDG_DATA_HOME/arcade/packs)."),
      ".TP", "\\fI~/.local/state/arcade\\fR", paragraph("Progress, statistics and the daily's book ($XDG_STATE_HOME/arcade)."),
      ".SH EXIT STATUS",
      paragraph("0 on success; 1 when the command failed (a pack with errors, a file that cannot be read); 2 for a command line that is wrong."),
      ".SH SEE ALSO",
      paragraph("docs/playing.md, docs/formats.md and docs/making-packs.md in the source; arcade COMMAND --help."),
      "",
    ]
    return lines.joined(separator: "\n")
  }

  static func optionHelp(_ option: OptionSpec) -> String {
    option.allowed.isEmpty ? option.help : option.help + " (" + option.allowed.joined(separator: ", ") + ")"
  }

  static let environment: [(String, String)] = [
    ("ARCADE_DATA", "The folder of built-in packs, in place of the program's own."),
    ("ARCADE_CLOCK", "The date and time the games take for now (2026-12-02 09:00), for the daily and the shop's hours."),
    ("ARCADE_PICTURES", "How pictures are drawn: kitty, iterm, sixel, blocks, sextant, octant or ramp."),
    ("ARCADE_DITHER", "1: dither sixel pictures."),
    ("NO_COLOR", "Set: no colour, and marks as letters."),
    ("XDG_DATA_HOME, XDG_STATE_HOME", "Where your packs and your progress are kept."),
  ]
}
