import GameCore
import PlistKit
import TerminalKit

/// A command line that did not make sense, with the message and usage line to show.
struct UsageError: Error, Equatable {
  let message: String
  let usage: String
}

/// The parsed words of a command line.
struct ParsedCommand: Equatable {
  var name: String
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var wantsHelp: Bool { flags.contains("--help") }

  func value(_ key: String) -> String? { values[key] }
  func flag(_ key: String) -> Bool { flags.contains(key) }
}

/// Splits `arguments` into a command, its options and its positional arguments.
enum ArgumentParser {
  static let generalUsage = "arcade [COMMAND] [OPTIONS]  (arcade --help lists the commands)"

  static func parse(_ arguments: [String], commands: [CommandSpec]) throws(UsageError) -> ParsedCommand {
    guard let first = arguments.first else { return ParsedCommand(name: "") }
    if first == "-h" || first == "--help" { return ParsedCommand(name: "help") }
    if first == "--version" { return ParsedCommand(name: "version") }
    if first == "--generate-manual" {
      guard arguments.count == 1 else { throw UsageError(message: "--generate-manual takes nothing more", usage: "arcade --generate-manual") }
      return ParsedCommand(name: "manual")
    }
    if first == "--generate-completion-script" {
      let usage = "arcade --generate-completion-script \(Completions.shells.joined(separator: "|"))"
      guard arguments.count == 2, Completions.shells.contains(arguments[1]) else {
        let found = arguments.count > 1 ? "'\(TextCleaner.clean(String(arguments[1].prefix(40))))'" : "nothing"
        throw UsageError(message: "--generate-completion-script takes a shell: \(Completions.shells.joined(separator: ", ")); found \(found)", usage: usage)
      }
      var parsed = ParsedCommand(name: "completion")
      parsed.positionals = [arguments[1]]
      return parsed
    }
    if first.hasPrefix("-") {
      // Options before any command belong to the launcher (`arcade --color never`).
      if let launcher = commands.first(where: { $0.name == "" }), launcher.option(named: first.split(separator: "=").first.map(String.init) ?? first) != nil {
        return try parse(arguments, for: launcher)
      }
      throw UsageError(message: "unknown option '\(first)'" + hint(first, ["--help", "--version", "--plain", "--color"]), usage: generalUsage)
    }
    guard let spec = commands.first(where: { $0.name == first && !first.isEmpty }) else {
      throw UsageError(message: "unknown command '\(first)'" + hint(first, commands.map(\.name).filter { !$0.isEmpty }), usage: generalUsage)
    }
    return try parse(Array(arguments.dropFirst()), for: spec)
  }

  static func parse(_ words: [String], for spec: CommandSpec) throws(UsageError) -> ParsedCommand {
    var parsed = ParsedCommand(name: spec.name)
    var i = 0
    var onlyPositionals = false
    while i < words.count {
      let word = words[i]
      i += 1
      if onlyPositionals || !word.hasPrefix("-") || word == "-" {
        parsed.positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      var name = word
      var inline: String?
      if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
        name = String(word[..<eq])
        inline = String(word[word.index(after: eq)...])
      }
      guard let option = spec.option(named: name) else {
        let names = spec.options.flatMap(\.names).filter { $0.hasPrefix("--") }
        throw UsageError(message: "unknown option '\(name)' for '\(spec.name)'" + hint(name, names), usage: spec.usage)
      }
      guard let placeholder = option.value else {
        if inline != nil { throw UsageError(message: "option '\(name)' takes no value", usage: spec.usage) }
        parsed.flags.insert(option.key)
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else if i < words.count {
        value = words[i]
        i += 1
      } else {
        throw UsageError(message: "option '\(name)' needs a value (\(choices(option) ?? placeholder))", usage: spec.usage)
      }
      if !option.allowed.isEmpty, !option.allowed.contains(value) {
        throw UsageError(message: "option '\(name)' must be \(choices(option) ?? ""), found '\(value)'" + hint(value, option.allowed), usage: spec.usage)
      }
      parsed.values[option.key] = value
    }
    if parsed.wantsHelp { return parsed }
    if parsed.positionals.count < spec.positionals.lowerBound {
      throw UsageError(message: "'\(spec.name)' needs \(spec.arguments)", usage: spec.usage)
    }
    if parsed.positionals.count > spec.positionals.upperBound {
      let extra = parsed.positionals[spec.positionals.upperBound]
      throw UsageError(message: "unexpected argument '\(extra)'", usage: spec.usage)
    }
    return parsed
  }

  private static func hint(_ word: String, _ candidates: [String]) -> String {
    Suggestion.closest(to: word, in: candidates).map { ". Did you mean '\($0)'?" } ?? ""
  }

  private static func choices(_ option: OptionSpec) -> String? {
    guard !option.allowed.isEmpty else { return nil }
    let values = option.allowed
    return values.count == 1 ? values[0] : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
  }
}
