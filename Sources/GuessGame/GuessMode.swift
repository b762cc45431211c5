import GameCore
import PlistKit
import TerminalKit

/// 超级猜图: guess the word a picture shows from a grid of offered characters.
public struct GuessMode: GameMode {
  public init() {}

  public var id: String { "guess" }
  public var title: String { "超级猜图 Guess the picture" }
  public var summary: String { "a picture, a clue and a grid of characters: fill the answer slots" }
  public var classicFileNames: [String] { ["questions.plist"] }

  /// A question has `answer` or `options` (one missing is an error lint reports, not another mode).
  public var dataShape: DataShape { DataShape(required: ["answer", "options"], optional: ["icon", "title"]) }

  public func check(_ pack: Pack, pictures checker: (any PictureChecker)?) -> PackCheck {
    let checked = pack.checkEach(Question.self)
    guard let document = checked.document else { return PackCheck(diagnostics: checked.diagnostics) }
    var diagnostics = checked.diagnostics + checkSettings(pack)
    if checked.count == 0 { diagnostics.append(Diagnostic(.error, file: document.name, "the pack has no questions")) }
    var list = DiagnosticList()
    for (index, question) in checked.models {
      check(question, at: index, pictures: pack.pictures, checker: checker, into: &list)
    }
    return PackCheck(itemCount: checked.count, diagnostics: diagnostics + list.diagnostics(in: document))
  }

  /// The rules a question must pass, for lint.
  private func check(_ question: Question, at index: Int, pictures: PictureFinder, checker: (any PictureChecker)?,
                     into list: inout DiagnosticList) {
    func report(_ severity: Diagnostic.Severity, _ path: PlistPath, _ message: String) {
      list.add(severity, at: path, message)
    }
    let base = PlistPath([.index(index)])
    if question.answer.isEmpty {
      report(.error, base.appending(key: "answer"), "the answer is empty")
    } else if TextCleaner.showsNothing(question.answer) {
      report(.error, base.appending(key: "answer"), "the answer shows nothing: only \(TextCleaner.codes(TextCleaner.hiddenCharacters(in: question.answer)))")
    }
    for (i, option) in question.options.enumerated() {
      let path = base.appending(key: "options").appending(index: i)
      if option.count != 1 {
        report(.error, path, "an option must be one character, found \"\(DisplayWidth.truncate(option, to: 40))\"")
      } else if TextCleaner.showsNothing(option) {
        report(.error, path, "an option must show a character, found only \(TextCleaner.codes(TextCleaner.hiddenCharacters(in: option)))")
      }
    }
    for (key, text) in [("answer", question.answer), ("title", question.title)] where !TextCleaner.showsNothing(text) {
      let hidden = TextCleaner.hiddenCharacters(in: text)
      if !hidden.isEmpty { report(.warning, base.appending(key: key), "holds characters that do not show: \(TextCleaner.codes(hidden))") }
    }
    let missing = QuestionRules.missingCharacters(answer: question.answer, options: question.options)
    if !missing.isEmpty, !question.answer.isEmpty {
      report(.error, base.appending(key: "options"),
             "the answer \"\(DisplayWidth.truncate(question.answer, to: 40))\" cannot be built from the options: missing \(Self.describe(missing))")
    }
    if let (severity, text) = pictures.diagnose(question.icon, checker: checker) {
      report(severity, base.appending(key: "icon"), text)
    }
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

  public func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program {
    let questions = try pack.document().decodeArray(of: Question.self)
    guard !questions.isEmpty else { throw .pack(pack.dataPath, reason: "the pack has no questions") }
    let settings: GuessSettings
    do throws(ModelError) {
      settings = try GuessSettings(plist: .dictionary(pack.manifest.settings))
    } catch {
      throw .model(error.inside(.key("settings")))
    }
    // Each question's rules are checked when it is shown (GuessState.load), so a large pack
    // opens at once; lint checks them all.
    var state = GuessState(questions: questions, settings: settings)
    var session = PackSession(pack: pack, context: context)
    let (progress, notice) = session.restore(GuessProgress.self) { $0.fits(questions) }
    progress?.restore(into: &state)
    if let notice { state.message = notice }
    return GuessProgram(state: state, session: session)
  }

  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? {
    guard case .found(let value) = saves.load(for: pack),
          let progress = try? GuessProgress(plist: value) else { return nil }
    let solved = progress.records.filter { $0.outcome == .solved }.count
    return progress.finished ? "finished, \(solved)/\(progress.questionCount) solved" : "\(solved)/\(progress.questionCount) solved"
  }

  private func checkSettings(_ pack: Pack) -> [Diagnostic] {
    do throws(ModelError) {
      _ = try GuessSettings(plist: .dictionary(pack.manifest.settings))
      return []
    } catch {
      let manifest = PathSafety.join(pack.root, "pack.plist")
      let document = try? PlistDocument(contentsOf: manifest)
      let path = error.inside(.key("settings")).path
      return [Diagnostic(.error, file: manifest, line: document?.line(of: path), "\(path): \(error.reason)")]
    }
  }
}
