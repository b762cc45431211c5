import GameCore

/// 应用管理: a grid of apps to download, as in the classic app-grid lesson.
public struct GridMode: GameMode {
  public init() {}

  public var id: String { "grid" }
  public var title: String { "应用管理 App grid" }
  public var summary: String { "a grid of apps with download buttons, progress and a toast" }
  public var classicFileNames: [String] { ["app.plist"] }

  public func recognizes(firstElement: PlistDictionary) -> Bool {
    firstElement["icon"] != nil && firstElement["answer"] == nil
  }

  public func check(_ pack: Pack, pictures checker: (any PictureChecker)?) -> PackCheck {
    let context = ModelContext(collectsWarnings: true)
    let document: PlistDocument
    let apps: [App]
    do throws(LoadError) {
      document = try pack.document()
      apps = try document.decodeArray(of: App.self, context: context)
    } catch {
      return PackCheck(diagnostics: [Diagnostic.from(error)])
    }
    var diagnostics = context.warnings.map { Diagnostic(.warning, file: document.name, line: $0.line, $0.description) }
    if apps.isEmpty { diagnostics.append(Diagnostic(.error, file: document.name, "the pack has no apps")) }
    var list = DiagnosticList()
    for (index, app) in apps.enumerated() {
      if let (severity, text) = pack.pictures.diagnose(app.icon, checker: checker) {
        list.add(severity, at: PlistPath([.index(index), .key("icon")]), text)
      }
    }
    return PackCheck(itemCount: apps.count, diagnostics: diagnostics + list.diagnostics(in: document))
  }

  public func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program {
    let apps = try pack.document().decodeArray(of: App.self)
    guard !apps.isEmpty else { throw .pack(pack.dataPath, reason: "the pack has no apps") }
    var session = PackSession(pack: pack, context: context)
    var (saved, notice) = session.load()
    var installed: Set<String> = []
    if let saved {
      if let names = saved.dictionaryValue?["installed"]?.arrayValue?.compactMap(\.stringValue) {
        installed = Set(names)
      } else {
        notice = session.setAside()
      }
    }
    var state = GridState(apps: apps, installed: installed)
    state.message = notice
    let columns: Int?
    do throws(ModelError) {
      columns = try pack.settingsObject().optional("columns")
    } catch {
      throw .model(error.inside(.key("settings")))
    }
    return GridProgram(state: state, session: session, columns: columns.map { min(max(1, $0), 12) })
  }
}
