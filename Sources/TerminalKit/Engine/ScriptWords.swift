/// A script line cut into words: spaces separate them, and double quotes keep spaces inside a
/// word (`phone="138 0013 8000"` is the one word `phone=138 0013 8000`); `\"` and `\\` inside
/// quotes stand for `"` and `\`.
public enum ScriptWords {
  public static func split(_ line: String) -> Result<[String], ScriptWordsError> {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quoted = false
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if quoted {
        switch character {
        case "\\": escaped = true
        case "\"": quoted = false
        default: word.append(character)
        }
      } else if character == "\"" {
        quoted = true
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard !quoted, !escaped else { return .failure(ScriptWordsError(message: "a quote is not closed: end the words with \"")) }
    if inWord { words.append(word) }
    return .success(words)
  }
}

/// Why a line could not be cut into words.
public struct ScriptWordsError: Error, Equatable {
  public let message: String
}
