import GameCore
import PlistKit
import TerminalKit

/// 应用管理: a grid of apps to download, as in the classic app-grid lesson.
public struct GridMode: GameMode {
  public init() {}

  public var id: String { "grid" }
  public var title: String { "应用管理 App grid" }
  public var summary: String { "a grid of apps with download buttons, progress and a toast" }
  public var classicFileNames: [String] { ["app.plist"] }

  /// An app has `icon` and `name`; `answer` or `options` say it is a question.
  public var dataShape: DataShape {
    DataShape(required: ["icon", "name"], optional: ["size", "version", "developer", "summary", "category"], excluded: ["answer", "options"])
  }

  public func check(_ pack: Pack, pictures checker: (any PictureChecker)?) -> PackCheck {
    let checked = pack.checkEach(App.self)
    guard let document = checked.document else { return PackCheck(diagnostics: checked.diagnostics) }
    var diagnostics = checked.diagnostics
    // A file that stops at a syntax error is said to be broken, not empty.
    if checked.count == 0, !checked.diagnostics.contains(where: { $0.severity == .error }) {
      diagnostics.append(Diagnostic(.error, file: document.name, "the pack has no apps"))
    }
    diagnostics += GridWords.unknownWordWarnings(pack)
    var list = DiagnosticList()
    for (index, app) in checked.models {
      if let (severity, text) = pack.pictures.diagnose(app.icon, checker: checker) {
        list.add(severity, at: PlistPath([.index(index), .key("icon")]), text)
      }
    }
    return PackCheck(itemCount: checked.count, diagnostics: list.diagnostics(in: document, positions: checked.positions, leading: diagnostics))
  }

  /// The pack's language: its manifest's, else Chinese when an app's name is, else English.
  static func language(of pack: Pack, apps: [App]) -> String {
    if let language = pack.manifest.language, !language.isEmpty { return language }
    let chinese = apps.prefix(50).contains { $0.name.unicodeScalars.contains { (0x3400...0x9FFF).contains($0.value) } }
    return chinese ? "zh" : "en"
  }

  /// `6/12 installed`, from the saved installs that are still apps of the pack.
  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? {
    guard case .found(let value) = saves.load(for: pack), let progress = try? GridProgress(plist: value),
          let apps = try? pack.document().decodeArray(of: App.self) else { return nil }
    let installed = Set(progress.installed)
    return "\(apps.filter { installed.contains($0.name) }.count)/\(apps.count) installed"
  }

  public func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program {
    let apps = try pack.document().decodeArray(of: App.self)
    guard !apps.isEmpty else { throw .pack(pack.dataPath, reason: "the pack has no apps") }
    var session = PackSession(pack: pack, context: context)
    // Names that are no longer apps of the pack are dropped, not a reason to set the save aside.
    let (saved, notice) = session.restore(GridProgress.self) { _ in true }
    var state = GridState(apps: apps, installed: Set(saved?.installed ?? []))
    state.notice = notice.map(GridNotice.save)
    state.words = GridWords(language: Self.language(of: pack, apps: apps), overrides: GridWords.packWords(pack.manifest.settings).words)
    let columns: Int?
    do throws(ModelError) {
      columns = try pack.settingsObject().optional("columns")
    } catch {
      throw .model(error.inside(.key("settings")))
    }
    return GridProgram(state: state, session: session, columns: columns.map { min(max(1, $0), 12) })
  }
}

/// Saved progress in a grid pack: the names of the installed apps.
struct GridProgress: PlistModel {
  let installed: [String]

  init(from plist: PlistObject) throws(ModelError) {
    installed = try plist.required("installed")
  }
}
