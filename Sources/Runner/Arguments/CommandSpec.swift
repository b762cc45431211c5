import PlistKit
import TerminalKit

/// One option a command takes: `--format FORMAT`, `-o OUT`, `--plain`.
struct OptionSpec {
  let names: [String]
  /// The value's placeholder (`FORMAT`), or nil for a flag.
  let value: String?
  let allowed: [String]
  let help: String

  init(_ names: [String], value: String? = nil, allowed: [String] = [], help: String) {
    self.names = names
    self.value = value
    self.allowed = allowed
    self.help = help
  }

  var key: String { names.first { $0.hasPrefix("--") } ?? names[0] }

  var usage: String {
    let name = names[0]
    guard let value else { return name }
    return allowed.isEmpty ? "\(name) \(value)" : "\(name) \(allowed.joined(separator: "|"))"
  }
}

/// A subcommand: its name, what it takes, and its help text.
struct CommandSpec {
  let name: String
  /// Positional arguments as usage shows them: `PATH...`, `[PACK]`.
  let arguments: String
  let positionals: ClosedRange<Int>
  let options: [OptionSpec]
  let summary: String
  let discussion: String

  init(_ name: String, arguments: String = "", positionals: ClosedRange<Int> = 0...0, options: [OptionSpec] = [],
       summary: String, discussion: String = "") {
    self.name = name
    self.arguments = arguments
    self.positionals = positionals
    self.options = options + [OptionSpec(["-h", "--help"], help: "Show this help.")]
    self.summary = summary
    self.discussion = discussion
  }

  var usage: String {
    // Options already spelled out in `arguments` (a required `-o OUT`) are not repeated.
    let optional = options.filter { $0.key != "--help" && !arguments.contains($0.usage) }
    let parts = ["arcade", name, arguments] + optional.map { "[\($0.usage)]" }
    return parts.filter { !$0.isEmpty }.joined(separator: " ")
  }

  func option(named name: String) -> OptionSpec? {
    options.first { $0.names.contains(name) }
  }

  var help: String {
    var lines = ["\(summary)", "", "Usage: \(usage)"]
    if !discussion.isEmpty { lines += ["", discussion] }
    lines += ["", "Options:"]
    let width = options.map { $0.names.joined(separator: ", ").count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
    for option in options {
      var left = option.names.joined(separator: ", ")
      if let value = option.value { left += " " + value }
      lines.append("  " + DisplayWidth.pad(left, to: width + 2) + option.help)
    }
    return lines.joined(separator: "\n")
  }
}
