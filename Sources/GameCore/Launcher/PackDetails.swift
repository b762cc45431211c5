/// The launcher's line for each pack — `guess · 24 items · built-in · 7/24 solved` — read when
/// the line is first shown and kept: counting a pack's items reads its data, and its progress
/// reads its save, so a folder of many large packs does not read them all to open the launcher.
/// A memo of the launcher's value; the lines it keeps are those the launcher would make again.
final class PackDetails {
  private let modes: ModeRegistry
  private let saves: SaveStore
  private var counts: [String: Int] = [:]
  private var progress: [String: String] = [:]
  /// The packs whose data was read, by root: what the tests count.
  private(set) var read: Set<String> = []

  init(modes: ModeRegistry, saves: SaveStore) {
    self.modes = modes
    self.saves = saves
  }

  func line(for pack: Pack) -> String {
    let key = pack.root + "\u{0}" + pack.dataPath
    let mode = modes.mode(id: pack.modeID)
    let count = counts[key] ?? {
      read.insert(key)
      let count = mode?.itemCount(of: pack) ?? 0
      counts[key] = count
      return count
    }()
    let saved = progress[key] ?? {
      let text = mode?.progressSummary(for: pack, saves: saves).map { " · \($0)" } ?? ""
      progress[key] = text
      return text
    }()
    return "\(pack.modeID) · \(count) item\(count == 1 ? "" : "s") · \(pack.origin.rawValue)\(saved)"
  }

  /// A game has quit: its progress is read again when its line shows.
  func forgetProgress() {
    progress = [:]
  }
}
