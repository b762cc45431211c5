import Foundation
import GameCore
import PlistKit
import ShopCatalog
import TerminalKit

/// `arcade-bench scale`: the shop's catalog at the size users reach (100 categories × 1,000
/// products with CJK names, generated with a fixed seed), in XML, binary and JSON: reading it,
/// converting it against Python, the shop's first state, searching as one types, a keypress
/// in the market; and the original app's data folder.
enum ScaleBenchmark {
  /// `parts`: some of reading, convert, state, lint, search, original; all when empty.
  static func run(folder: String, categories: Int, parts: Set<String> = []) throws {
    func wanted(_ part: String) -> Bool { parts.isEmpty || parts.contains(part) }
    let products = categories * 1_000
    print("\n== Scale: a shop catalog of \(categories) categories × 1,000 products (\(products / 1000)k, CJK, seed 28)")
    var packs: [String: String] = [:]
    for format in ["xml", "binary", "json"] {
      packs[format] = "\(folder)/scale-\(format)"
      try CatalogGenerator.writePack(categories: categories, perCategory: 1_000, format: format, to: packs[format]!)
    }
    func catalog(_ format: String) -> String { "\(packs[format]!)/catalog.\(format).plist" }
    if wanted("reading") { try reading(catalog) }
    if wanted("convert") { try converting(catalog, folder: folder) }
    if wanted("state") { try firstState(packs) }
    if wanted("lint") { try linting(packs) }
    if wanted("search") { try searching(pack: packs["binary"]!, catalog: catalog("json")) }
    if wanted("original") { try original() }
  }

  /// The generic reader: the whole file to values, against Foundation's parse of the same bytes.
  private static func reading(_ catalog: (String) -> String) throws {
    print("\n-- Reading the catalog: file → values (ours: PlistDocument.value(); Foundation: PropertyListSerialization,")
    print("   JSONSerialization for JSON; each in a fresh process, median of 5; then ours as a user's command reads:")
    print("   a first read in each of 5 fresh processes, the median one, its page faults and the kernel's share of its CPU)")
    var report = Report()
    report.add(["form", "MB", "ours ms", "ours MB/s", "Foundation ms", "× faster", "first read ms", "faults", "kernel"])
    for format in ["xml", "binary", "json"] {
      let path = catalog(format)
      let megabytes = Double((try FileBytes.contents(of: path)).count) / 1e6
      let ours = try PlistBenchmark.child(["--time-value", path, "5"])
      let foundation = try PlistBenchmark.child(["--time-foundation", path, "1"])
      let first = try FirstRead.median(path: path, runs: 5)
      report.add([format, Measure.format(megabytes), Measure.format(ours * 1000), Measure.format(megabytes / ours, 0),
                  Measure.format(foundation * 1000), Measure.format(foundation / ours),
                  Measure.format(first.seconds * 1000), String(first.faults), Measure.format(first.kernelShare * 100, 0) + "%"])
    }
    report.print()
  }

  /// In a child: the median time of reading `path` whole into values.
  static func timeValue(path: String, runs: Int) throws -> Double {
    try Measure.median(runs: runs) { try PlistDocument(contentsOf: path).value() }
  }

  private static func converting(_ catalog: (String) -> String, folder: String) throws {
    guard let python = ConvertBenchmark.pythonPath else {
      print("\n-- arcade convert of the catalog: skipped, python3 is not on PATH")
      return
    }
    print("\n-- arcade convert of the catalog, end to end, against Python's plistlib and json (median of 3)")
    var report = Report()
    report.add(["conversion", "input MB", "arcade ms", "MB/s", "Python ms", "× faster"])
    for (from, to) in [("xml", "binary"), ("binary", "binary"), ("json", "binary"), ("binary", "xml"), ("xml", "json"), ("binary", "json")] {
      let input = catalog(from)
      let ours = "\(folder)/scale.ours.\(to)", theirs = "\(folder)/scale.python.\(to)"
      let (arcade, _) = try ProcessTiming.median(["convert", input, "-o", ours, "--format", to], runs: 3)
      let (reference, _) = try ProcessTiming.median(["-c", ConvertBenchmark.script(from: from, to: to), input, theirs],
                                                    runs: 3, program: python)
      try ConvertBenchmark.checkSameValue(ours, theirs)
      let megabytes = Double((try FileBytes.contents(of: input)).count) / 1e6
      report.add(["\(from) → \(to)", Measure.format(megabytes), Measure.format(arcade * 1000), Measure.format(megabytes / arcade, 0),
                  Measure.format(reference * 1000), Measure.format(reference / arcade)])
    }
    report.print()
  }

  /// `arcade play PACK --script` answering `state`: from start to the first state line.
  private static func firstState(_ packs: [String: String]) throws {
    print("\n-- The shop's first state (`arcade play PACK --script` given `state`; fresh processes, median of 5, largest peak)")
    let input = NSTemporaryDirectory() + "arcade-bench-state-\(getpid())"
    try AtomicFile.write(Array("state\n".utf8), to: input)
    defer { unlink(input) }
    var report = Report()
    report.add(["catalog", "ms", "peak MB"])
    let (baseline, _) = try ProcessTiming.median(["--version"], runs: 5)
    let (_, baselinePeak) = try ProcessTiming.medianWithMemory(["--version"], input: input, runs: 1)
    report.add(["(arcade --version)", Measure.format(baseline * 1000), Measure.format(baselinePeak, 0)])
    for format in ["xml", "binary", "json"] {
      let (seconds, peak) = try ProcessTiming.medianWithMemory(["play", packs[format]!, "--script"], input: input, runs: 5)
      report.add([format, Measure.format(seconds * 1000), Measure.format(peak, 0)])
    }
    report.print()
  }

  /// `arcade lint` of each catalog against its first state, in the same seconds: a lint reads
  /// the whole catalog with warnings, checks the shop's rules and prints a warning a product
  /// (every picture is missing), within 2x of opening it.
  private static func linting(_ packs: [String: String]) throws {
    print("\n-- arcade lint of the catalog against its first state (fresh processes, one of each in turn, 7 times; medians)")
    let input = NSTemporaryDirectory() + "arcade-bench-lint-state-\(getpid())"
    try AtomicFile.write(Array("state\n".utf8), to: input)
    defer { unlink(input) }
    var report = Report()
    report.add(["catalog", "lint ms", "bytes printed", "first state ms", "lint ÷ state"])
    for format in ["xml", "json", "binary"] {
      let (lint, state, printed) = try ProcessTiming.medians(
        .init(arguments: ["lint", packs[format]!]), .init(arguments: ["play", packs[format]!, "--script"], input: input), runs: 7)
      report.add([format, Measure.format(lint * 1000), String(printed), Measure.format(state * 1000), Measure.format(lint / state)])
    }
    report.print()
  }

  /// Queries typed into the search field one character at a time, each key handled, drawn and
  /// diffed as on screen; against Python filtering the same products naively for each query.
  private static func searching(pack: String, catalog json: String) throws {
    print("\n-- Searching as one types, and the market (in process, 80x24; the binary catalog)")
    let size = Size(columns: 80, rows: 24)
    var shop = try openShop(pack)
    shop.resized(to: size)
    var screen = Screen(size: size)
    // A first launch shows the guide; Esc skips it.
    _ = shop.handle(.key(.escape), now: 0)
    screen.show(&shop)
    // Opening the search makes its index (once a pack).
    let opening = Measure.seconds {
      _ = shop.handle(.key(.character("/")), now: 0)
      screen.show(&shop)
    }
    let queries = Self.queries(in: json)
    // Each key that leaves words in the field searches them all again: those are timed, one
    // by one (a backspace to an empty field searches nothing).
    var searchTimes: [Double] = []
    var slowest = (seconds: 0.0, field: "")
    for query in queries {
      var typed = ""
      for character in query {
        typed.append(character)
        searchTimes.append(Measure.seconds {
          _ = shop.handle(.key(.character(String(character))), now: 0)
          screen.show(&shop)
        })
        if searchTimes.last! > slowest.seconds { slowest = (searchTimes.last!, typed) }
      }
      for _ in query {
        typed.removeLast()
        let time = Measure.seconds {
          _ = shop.handle(.key(.backspace), now: 0)
          screen.show(&shop)
        }
        if !typed.isEmpty {
          searchTimes.append(time)
          if time > slowest.seconds { slowest = (time, typed) }
        }
      }
    }
    var report = Report()
    report.add(["what", "ms", "baseline ms", "× faster"])
    let python = pythonFilter(json, queries: queries)
    let perKey = searchTimes.reduce(0, +) / Double(searchTimes.count)
    report.add(["search: a key typed (search + draw + diff), mean of \(searchTimes.count) over \(queries.count) queries",
                Measure.format(perKey * 1000, 3), python.map { Measure.format($0 * 1000, 2) } ?? "-",
                python.map { Measure.format($0 / perKey) } ?? "-"])
    report.add(["search: the slowest of those keys (the field then held \"\(slowest.field)\")", Measure.format(slowest.seconds * 1000, 3), "-", "-"])
    report.add(["search: opening it (/, making the index; once a pack)", Measure.format(opening * 1000, 3), "-", "-"])
    _ = shop.handle(.key(.escape), now: 0)
    _ = shop.handle(.key(.tab), now: 0)
    screen.show(&shop)
    let down = Measure.median(runs: 200) {
      _ = shop.handle(.key(.down), now: 0)
      screen.show(&shop)
    }
    report.add(["market: ↓ (handle + draw + diff)", Measure.format(down * 1000, 3), "-", "-"])
    let plus = Measure.median(runs: 51) {
      _ = shop.handle(.key(.character("+")), now: 0)
      screen.show(&shop)
    }
    report.add(["market: + (handle + draw + diff; saving coalesced)", Measure.format(plus * 1000, 3), "-", "-"])
    report.print()
    if python == nil { print("(the Python baseline was skipped: python3 is not on PATH)") }
  }

  /// 50 queries a shopper might type: one to three characters of the catalog's names, brands
  /// and specs, and a few that find nothing; the same every run.
  static func queries(in catalog: String) -> [String] {
    var rng = SplitMix64(seed: 50)
    let pools = [CatalogGenerator.fruits, CatalogGenerator.foods, Array(CatalogGenerator.places)]
    return (0..<50).map { n in
      if n % 10 == 9 { return "龘" + String(n) }
      if n % 10 == 8 { return CatalogGenerator.specs[Int(rng.next() % UInt64(CatalogGenerator.specs.count))] }
      let pool = pools[n % 3]
      return String((0..<(1 + n % 3)).map { _ in pool[Int(rng.next() % UInt64(pool.count))] })
    }
  }

  /// Python's list comprehension over the same products for each query (time of the filtering
  /// alone, the catalog already loaded), seconds a query.
  private static func pythonFilter(_ json: String, queries: [String]) -> Double? {
    guard let python = ConvertBenchmark.pythonPath else { return nil }
    let script = """
      import json, sys, time
      catalog = json.load(open(sys.argv[1], 'rb'))
      items = [(p['name'].lower(), p.get('brand', '').lower(), p.get('spec', '').lower())
               for c in catalog['categories'] for p in c['products']]
      queries = json.loads(sys.argv[2])
      start = time.perf_counter()
      for q in queries:
          words = q.lower().split()
          found = [i for i in items if all(w in i[0] or w in i[1] or w in i[2] for w in words)]
      print((time.perf_counter() - start) / len(queries))
      """
    let task = Process()
    task.executableURL = URL(fileURLWithPath: python)
    let encoded = String(decoding: (try? JSONSerialization.data(withJSONObject: queries)) ?? Data(), as: UTF8.self)
    task.arguments = ["-c", script, json, encoded]
    let pipe = Pipe()
    task.standardOutput = pipe
    guard (try? task.run()) != nil else { return nil }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    task.waitUntilExit()
    return Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The original app's data folder, where this machine has it (the fixtures are not ours).
  private static func original() throws {
    let candidates = [ScreenBenchmark.packageData + "/../../shared/fixtures/lovefreshbeen", "/work/shared/fixtures/lovefreshbeen"]
    guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
      print("\n-- The original app's data folder: skipped, not on this machine (../shared/fixtures/lovefreshbeen)")
      return
    }
    print("\n-- The original app's data folder (657 products): first state, fresh processes, median of 9")
    let input = NSTemporaryDirectory() + "arcade-bench-state-\(getpid())"
    try AtomicFile.write(Array("state\n".utf8), to: input)
    defer { unlink(input) }
    let (seconds, peak) = try ProcessTiming.medianWithMemory(["play", folder, "--script"], input: input, runs: 9)
    var report = Report()
    report.add(["what", "ms", "peak MB"])
    report.add(["first state", Measure.format(seconds * 1000), Measure.format(peak, 0)])
    report.print()
  }

  private static func openShop(_ folder: String) throws -> any Program {
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(folder)
    return try ShopMode().makeProgram(for: pack, context: PlayContext(saves: .disabled, pictures: PlaceholderPictures()))
  }
}

/// A terminal's screen in memory: each `show` draws the program and diffs it against the last
/// frame, as the front end does at each key.
struct Screen {
  let renderer = Renderer(depth: .trueColor)
  var previous: CellBuffer
  var lastBytes = 0

  init(size: Size) { previous = CellBuffer(size: size) }

  mutating func show(_ program: inout any Program) {
    var next = CellBuffer(size: previous.size)
    program.draw(into: &next)
    lastBytes = renderer.frame(from: previous, to: next).count
    previous = next
  }

  var lines: [String] { previous.lines }
}
