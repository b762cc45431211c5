/// The script verbs every program has, run by the plain and script front ends through the same
/// `handle` a real terminal's keys and clicks reach: `key NAME…`, `type TEXT` (where the
/// program has no `type` of its own: each character a key press), `click X Y` (1-based cell).
public enum FrontEndVerbs {
  public static let verbs = ["key", "type", "click"]

  /// Runs a front-end verb; nil when `words` is none of them, else `.done` or the refusal.
  static func run(_ words: [String], on stack: inout ProgramStack, now: Double) -> ScriptOutcome? {
    let rest = Array(words.dropFirst())
    switch words[0] {
    case "key":
      guard !rest.isEmpty else { return .refused("'key' needs a key name, such as: key enter (keys: \(KeyNames.listed))") }
      var keys: [Key] = []
      for name in rest {
        guard let key = KeyNames.key(named: name) else {
          return .refused("unknown key '\(ScriptRunner.quoted(name))' (keys: \(KeyNames.listed))")
        }
        keys.append(key)
      }
      for key in keys where !stack.isEmpty { stack.handle(.key(key), now: now) }
      return .done
    case "type":
      guard !rest.isEmpty else { return .refused("'type' needs text, such as: type hello") }
      for character in rest.joined(separator: " ") where !stack.isEmpty { stack.handle(.key(.character(String(character))), now: now) }
      return .done
    case "click":
      guard rest.count == 2, let x = Int(rest[0]), let y = Int(rest[1]),
            (1...stack.size.columns).contains(x), (1...stack.size.rows).contains(y) else {
        return .refused("'click' needs a column from 1 to \(stack.size.columns) and a row from 1 to \(stack.size.rows), such as: click 10 5")
      }
      stack.handle(.mouse(MouseEvent(kind: .press, x: x - 1, y: y - 1)), now: now)
      return .done
    default:
      return nil
    }
  }

  /// `unknown command 'fly'; did you mean 'flip'? (commands: …)`.
  static func unknown(_ verb: String, program: [String], suggest: (String, [String]) -> String?) -> String {
    let all = program + verbs + ["wait", "state"]
    let hint = suggest(verb, all).map { "; did you mean '\($0)'?" } ?? ""
    return "unknown command '\(ScriptRunner.quoted(verb))'\(hint) (commands: \(all.joined(separator: ", ")))"
  }
}
