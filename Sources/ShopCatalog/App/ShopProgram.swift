import GameCore
import PlistKit
import TerminalKit

/// The shop as a program: the front ends' keys, clicks, time and script commands go to the
/// app's root; the world the app asks (the clock, the cache folder) and the save are here, and
/// so is the flight of a picture to the cart, which only a screen shows.
struct ShopProgram: Program {
  var app: ShopApp
  let session: PackSession
  let context: PlayContext
  var size = Size(columns: 80, rows: 24)
  var flight: ShopFrame.Flight?
  /// On a screen, saves are written a moment after a burst of keys, off the keys' path; the
  /// plain and script front ends save after each command, as a script reads the file next.
  let coalesced: CoalescedSave?

  init(app: ShopApp, session: PackSession, context: PlayContext) {
    self.app = app
    self.session = session
    self.context = context
    coalesced = context.frontEnd == .screen ? CoalescedSave(session: session) : nil
  }

  var scriptName: String { "shop" }
  var minimumSize: Size { Size(columns: 60, rows: 18) }
  mutating func resized(to size: Size) { self.size = size }
  var nextDeadline: Double? { nil }

  /// The carousel's turn, the splash's seconds, and the frames of a flight.
  var animationDeadline: Double? {
    var times = [app.deadline, coalesced?.deadline].compactMap { $0 }
    if let flight, app.now < flight.started + ShopFrame.Flight.seconds { times.append(app.now + 1.0 / 30) }
    return times.min()
  }

  var world: ShopWorld {
    let context = context
    return ShopWorld(
      readClock: {
        let (seconds, offset) = context.wallClock.read()
        return ShopTime(unixSeconds: seconds, utcOffset: offset)
      })
  }

  mutating func advance(to now: Double) {
    app.advance(to: now)
    coalesced?.advance(to: now)
    if let failure = coalesced?.takeFailure() { app.notice = .save(failure) }
    if let flight, now >= flight.started + ShopFrame.Flight.seconds { self.flight = nil }
  }

  mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    app.advance(to: now)
    // Where the product was before the key: a flight to the cart starts there.
    let from = app.focusPoint(size: size)
    let (outcome, applied) = app.handle(event, size: size, world: world)
    if applied.added, context.frontEnd == .screen, let from { flight = ShopFrame.Flight(from: from, started: now) }
    saveIfChanged(now: now)
    prepareSearchIfOpen()
    return outcome
  }

  var keyHints: [KeyHint] { app.keyHints }

  var howToPlay: [String] {
    let w = app.words
    let env = app.env
    return [w(.howToPlayTabs, env.tabs.map(env.tabTitle).joined(separator: w(.listSeparator))), w(.howToPlayKeys), w(.howToPlayCart),
            w(.howToPlayDelivery, w.money(app.shop.rules.freeDeliveryFrom), w.money(app.shop.rules.deliveryFee))]
  }

  var chromeWords: ChromeWords { app.words.chrome }

  var scriptCommands: [String] { ShopApp.scriptVerbs }

  mutating func perform(script words: [String], now: Double) -> ScriptOutcome {
    app.advance(to: now)
    let before = app
    let outcome = app.perform(script: words, world: world)
    if case .refused = outcome { app = before }
    saveIfChanged(now: now)
    prepareSearchIfOpen()
    return outcome
  }

  /// Makes the search index as the search screen opens, not at the first key typed into it:
  /// here, not in the rules, which only read it.
  private func prepareSearchIfOpen() {
    if case .search = app.screen { app.search.prepare() }
  }

  func scriptState() -> JSON { app.scriptState }

  func draw(into buffer: inout CellBuffer) {
    let session = session
    let canvas = ShopCanvas(drawPicture: { name, rect, mark, buffer in session.drawPicture(name, in: rect, mark: mark, into: &buffer) })
    ShopFrame.draw(app, canvas: canvas, flight: flight, into: &buffer)
  }

  mutating func resumed() {}

  mutating func finishWrites() {
    coalesced?.finish()
    if let failure = coalesced?.takeFailure() { app.notice = .save(failure) }
  }

  /// Saves when the account changed (on a screen, a moment later); a failure is said in the notice.
  private mutating func saveIfChanged(now: Double) {
    if let failure = coalesced?.takeFailure() { app.notice = .save(failure) }
    guard app.unsaved else { return }
    app.unsaved = false
    let progress = ShopProgress(account: app.account, shop: app.shop).plist
    if let coalesced {
      coalesced.changed(progress, now: now)
    } else if let failure = session.save(progress) {
      app.notice = .save(failure)
    }
  }
}
