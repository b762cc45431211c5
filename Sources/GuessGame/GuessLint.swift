import GameCore
import PlistKit
import TerminalKit

/// What one part of a guess lint keeps: the problems it found, its memo of the pictures it
/// has checked (most packs show a picture once, some a thousand times), and room for a
/// question's option scalars.
struct GuessLintPart: Sendable {
  var list = DiagnosticList()
  var memo: PictureMemo?
  var scalars: [UInt32] = []
}

/// The rules lint checks a question against. A 100,000-question pack runs them on every core,
/// so they make a key path only for a problem they report.
extension GuessMode {
  static func check(_ question: Question, at index: Int, pictures: PictureFinder, part: inout GuessLintPart) {
    check(question, at: index, pictures: pictures, memo: &part.memo, scalars: &part.scalars, into: &part.list)
  }

  private static func check(_ question: Question, at index: Int, pictures: PictureFinder, memo: inout PictureMemo?,
                            scalars: inout [UInt32], into list: inout DiagnosticList) {
    func report(_ severity: Diagnostic.Severity, _ key: String, _ message: String) {
      list.add(severity, at: PlistPath([.index(index), .key(key)]), message)
    }
    func report(_ severity: Diagnostic.Severity, _ key: String, _ text: DiagnosticText) {
      list.add(severity, at: PlistPath([.index(index), .key(key)]), text)
    }
    // Most answers and titles are CJK or ASCII, told clean from their bytes in one look.
    if question.answer.isEmpty {
      report(.error, "answer", "the answer is empty")
    } else if !TextCleaner.isPlainlyShown(question.answer) {
      if TextCleaner.showsNothing(question.answer) {
        report(.error, "answer", "the answer shows nothing: only \(TextCleaner.codes(TextCleaner.hiddenCharacters(in: question.answer)))")
      } else {
        warnOfHidden(question.answer, key: "answer", report: report)
      }
    }
    if !TextCleaner.isPlainlyShown(question.title) { warnOfHidden(question.title, key: "title", report: report) }
    let missing = checkOptions(question.options, answer: question.answer, at: index, scalars: &scalars, into: &list)
    if !missing.isEmpty, !question.answer.isEmpty {
      report(.error, "options", "the answer \"\(DisplayWidth.truncate(question.answer, to: 40))\" cannot be built from the options: missing \(Self.describe(missing))")
    }
    if let (severity, text) = pictures.diagnose(question.icon, memo: &memo) {
      report(severity, "icon", text)
    }
  }

  /// Reports options that are not one visible character, and returns the answer's characters
  /// the options cannot supply. `scalars` is the part's room for the options' scalars.
  private static func checkOptions(_ options: [String], answer: String, at index: Int, scalars: inout [UInt32],
                                   into list: inout DiagnosticList) -> [String] {
    QuestionRules.optionScalars(options, into: &scalars)
    for (i, option) in options.enumerated() {
      // Most options are one CJK character or letter, told from a few bytes (once, for this
      // check and the answer's).
      if scalars[i] != QuestionRules.other, scalars[i] > 0x20, scalars[i] != 0x7F { continue }
      // One scalar is one character; anything longer is counted by grapheme clusters.
      var each = option.unicodeScalars.makeIterator()
      let single = each.next() != nil && each.next() == nil || option.count == 1
      if single, option.utf8.count == 1 ? option.utf8.first.map({ $0 > 0x20 && $0 != 0x7F }) ?? false : !TextCleaner.showsNothing(option) {
        continue
      }
      let path = PlistPath([.index(index), .key("options"), .index(i)])
      if !single {
        list.add(.error, at: path, "an option must be one character, found \"\(DisplayWidth.truncate(option, to: 40))\"")
      } else {
        list.add(.error, at: path, "an option must show a character, found only \(TextCleaner.codes(TextCleaner.hiddenCharacters(in: option)))")
      }
    }
    return QuestionRules.missingCharacters(answer: answer, options: options, scalars: &scalars)
  }

  private static func warnOfHidden(_ text: String, key: String, report: (Diagnostic.Severity, String, String) -> Void) {
    guard !TextCleaner.showsNothing(text) else { return }
    let hidden = TextCleaner.hiddenCharacters(in: text)
    if !hidden.isEmpty { report(.warning, key, "holds characters that do not show: \(TextCleaner.codes(hidden))") }
  }

  /// `"亮", "火"`; a long list is cut to its first different characters with the count, so a
  /// hostile answer of a million characters makes one short line, not a megabyte.
  static func describe(_ missing: [String]) -> String {
    var seen: Set<String> = []
    let different = missing.filter { seen.insert($0).inserted }
    let shown = different.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ")
    guard different.count > 10 || missing.count > different.count, missing.count > 10 else { return shown }
    return "\(shown) … (\(missing.count) characters, \(different.count) different)"
  }
}
