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
    // Each question's rules run as it is decoded, into its part's list, and the question is
    // not kept (see `GuessLintPart`).
    let finder = pack.pictures
    // Read once for both: the pictures ahead and the check (a file that does not open is the check's to report).
    let document = try? pack.document()
    if let checker, let document { Self.preparePictures(of: pack, in: document, checker: checker) }
    let (checked, parts) = pack.checkEach(Question.self, in: document, state: { GuessLintPart(memo: checker.map(PictureMemo.init)) }) {
      part, index, question in Self.check(question, at: index, pictures: finder, part: &part)
    }
    guard let document = checked.document else { return PackCheck(diagnostics: checked.diagnostics) }
    var diagnostics = checked.diagnostics + checkSettings(pack)
    // A file that stops at a syntax error is said to be broken, not empty.
    if checked.count == 0, !checked.diagnostics.contains(where: { $0.severity == .error }) {
      diagnostics.append(Diagnostic(.error, file: document.name, "the pack has no questions"))
    }
    var list = DiagnosticList()
    for (start, part) in parts { list.append(part.list, shiftedBy: start) }
    let all = (consume list).diagnostics(in: document, positions: checked.positions, leading: diagnostics)
    return PackCheck(itemCount: checked.count, diagnostics: all)
  }

  /// Up to this many questions are checked in one part, and their pictures ahead on every
  /// core (see `PictureChecker.prepare`); more are checked in parts, each its pictures.
  static let questionsCheckedInOnePart = 4_096

  /// The pictures of a pack of few questions checked ahead, each file once, on every core:
  /// 80 pictures of 100 megapixels took 16 s one after another.
  /// A large pack is told by the count a binary file states, or by a text file's first
  /// `questionsCheckedInOnePart + 1` questions, so that looking costs no more than a small
  /// pack's reading.
  static func preparePictures(of pack: Pack, in document: PlistDocument, checker: any PictureChecker) {
    if let stated = try? document.statedRootElementCount(), stated > questionsCheckedInOnePart { return }
    var names = Set<String>(), count = 0
    let isArray = (try? document.forEachRootElement { question in
      count += 1
      if let icon = question.lookup("icon")?.value.string { names.insert(icon) }
      return count <= questionsCheckedInOnePart
    }) ?? false
    guard isArray, count <= questionsCheckedInOnePart else { return }
    let paths = names.compactMap { name -> String? in
      if case .found(let path) = pack.pictures.find(name) { return path }
      return nil
    }
    checker.prepare(Set(paths).sorted())
  }

  public func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program {
    let questions = try pack.document().decodeArray(of: Question.self)
    guard !questions.isEmpty else { throw .pack(pack.dataPath, reason: "the pack has no questions") }
    let settings = try Self.settings(of: pack)
    // Each question's rules are checked when it is shown (GuessState.load), so a large pack
    // opens at once; lint checks them all.
    var state = GuessState(questions: questions, settings: settings)
    var session = PackSession(pack: pack, context: context)
    let (progress, notice) = session.restore(GuessProgress.self) { $0.fits(questions) }
    progress?.restore(into: &state)
    if let notice { state.notice = .save(notice) }
    var program = GuessProgram(state: state, session: session,
                               words: GuessWords(language: Self.language(of: pack, questions: questions),
                                                 overrides: GuessWords.packWords(pack.manifest.settings).words),
                               plainText: context.plainText)
    // A second window on the pack counts nothing: its solves would count twice, or count a play
    // that is then lost. (A save that cannot be read is another matter: the statistics, a file
    // of their own, still count.)
    if notice != .openElsewhere { program.stats = StatsKeeper(saves: context.saves, packKey: session.saveName, title: session.packName) }
    program.board = context.board
    if state.status == .finished { program.boardSeen = context.board?.read().model }
    return program
  }

  /// The rules' settings from the manifest; an error names them inside `settings`.
  static func settings(of pack: Pack) throws(LoadError) -> GuessSettings {
    do throws(ModelError) {
      return try GuessSettings(plist: .dictionary(pack.manifest.settings))
    } catch {
      throw .model(error.inside(.key("settings")))
    }
  }

  /// The pack's language: its manifest's, else Chinese when an answer is, else English.
  static func language(of pack: Pack, questions: [Question]) -> String {
    if let language = pack.manifest.language, !language.isEmpty { return language }
    let chinese = questions.prefix(50).contains { $0.answer.unicodeScalars.contains { (0x3400...0x9FFF).contains($0.value) } }
    return chinese ? "zh" : "en"
  }

  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? {
    guard case .found(let value) = saves.load(for: pack),
          let progress = try? GuessProgress(plist: value) else { return nil }
    let solved = progress.records.filter { $0.outcome == .solved }.count
    return progress.finished ? "finished, \(solved)/\(progress.questionCount) solved" : "\(solved)/\(progress.questionCount) solved"
  }

  /// A help that costs more than half of the points a game starts with leaves a player one
  /// help, or none: a pack that plays fairly has room for several.
  static func costWarnings(_ settings: GuessSettings, pack: Pack) -> [Diagnostic] {
    let manifest = PathSafety.join(pack.root, "pack.plist")
    let document = try? PlistDocument(contentsOf: manifest)
    return [("hintCost", settings.hintCost), ("removeCost", settings.removeCost)].compactMap { key, cost in
      guard cost * 2 > settings.startScore else { return nil }
      let path = PlistPath([.key("settings"), .key(key)])
      return Diagnostic(.warning, file: manifest, line: document?.line(of: path),
                        "\(path): \(cost) is more than half of the \(settings.startScore) points a game starts with (startScore): one help would leave little to play with")
    }
  }

  private func checkSettings(_ pack: Pack) -> [Diagnostic] {
    do throws(ModelError) {
      let settings = try GuessSettings(plist: .dictionary(pack.manifest.settings))
      return Self.costWarnings(settings, pack: pack) + GuessWords.unknownWordWarnings(pack)
    } catch {
      let manifest = PathSafety.join(pack.root, "pack.plist")
      let document = try? PlistDocument(contentsOf: manifest)
      let path = error.inside(.key("settings")).path
      return [Diagnostic(.error, file: manifest, line: document?.line(of: path), "\(path): \(error.reason)")]
    }
  }
}
