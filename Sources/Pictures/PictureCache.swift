#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import PlistKit
import TerminalKit

/// Values by key, made once and kept under a lock (pictures are drawn from more than one
/// thread in tests and benches); the oldest goes when there are more than `capacity`.
final class BoundedCache<Value>: @unchecked Sendable {
  private var entries: [String: Value] = [:]
  private var order: [String] = []
  private let lock = PlainLock()
  private let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The value of `key`; `make` runs outside the lock, only when it is not kept yet.
  func value(_ key: String, _ make: () -> Value) -> Value {
    lock.lock()
    if let hit = entries[key] {
      lock.unlock()
      return hit
    }
    lock.unlock()
    let value = make()
    lock.lock()
    defer { lock.unlock() }
    if entries.updateValue(value, forKey: key) == nil { order.append(key) }
    if order.count > capacity { entries[order.removeFirst()] = nil }
    return value
  }
}

/// Decoded and scaled pictures by file and size, so redrawing a screen never decodes again.
/// Failures are cached too: a broken file is read once.
public final class PictureCache: @unchecked Sendable {
  private let entries: BoundedCache<Result<[[Cell]], PictureError>>
  private let lock = PlainLock()
  private var made = 0
  public var decodes: Int {
    lock.lock()
    defer { lock.unlock() }
    return made
  }

  public init(capacity: Int = 128) {
    entries = BoundedCache(capacity: capacity)
  }

  public func cells(path: String, columns: Int, rows: Int, depth: ColorDepth, symbols: CellSymbols = .halfBlocks) -> Result<[[Cell]], PictureError> {
    entries.value("\(path)|\(columns)x\(rows)|\(depth.rawValue)|\(symbols)") {
      lock.lock()
      made += 1
      lock.unlock()
      do throws(PictureError) {
        let bytes: [UInt8]
        do throws(LoadError) {
          bytes = try FileBytes.contents(of: path)
        } catch {
          throw PictureError(error.description)
        }
        if let mosaic = symbols.mosaic, depth != .none { return .success(try mosaic.render(bytes, columns: columns, rows: rows)) }
        return .success(try HalfBlock.render(bytes, columns: columns, rows: rows, depth: depth))
      } catch {
        return .failure(error)
      }
    }
  }
}

/// The characters pictures are drawn with in cells: half blocks (two pixels a cell, every
/// font has them), sextants (six, where the font has Unicode's legacy computing blocks) or
/// octants (eight, where it has Unicode 16's).
public enum CellSymbols: String, Sendable {
  case halfBlocks, sextants, octants

  /// The mosaic drawing them; nil for half blocks.
  var mosaic: Mosaic? {
    switch self {
    case .halfBlocks: nil
    case .sextants: .sextants
    case .octants: .octants
    }
  }
}

/// The picture provider of the real game: pictures in cells through a cache, placeholders for
/// anything missing or broken.
public struct HalfBlockPictures: PictureProvider {
  public let depth: ColorDepth
  public let cache: PictureCache
  public let symbols: CellSymbols

  public init(depth: ColorDepth, cache: PictureCache = PictureCache(), symbols: CellSymbols = .halfBlocks) {
    self.depth = depth
    self.cache = cache
    self.symbols = symbols
  }

  public func draw(_ name: String, finder: PictureFinder, in rect: Rect, mark: String, into buffer: inout CellBuffer) {
    guard case .found(let path) = finder.find(name),
          case .success(let cells) = cache.cells(path: path, columns: rect.width, rows: rect.height, depth: depth, symbols: symbols) else {
      return PicturePlaceholder.draw(mark: mark, in: rect, into: &buffer)
    }
    HalfBlock.place(cells, in: rect, into: &buffer)
  }
}

/// Lint's picture check: the file must decode. Each distinct file is decoded once, however many
/// questions show it (the rules run on every core, so the answers are kept under a lock).
public final class DecodingPictureChecker: PictureChecker, @unchecked Sendable {
  private let lock = PlainLock()
  private var problems: [String: String?] = [:]

  public init() {}

  public func problem(at path: String) -> String? {
    if let known = lock.withLock({ problems[path] }) { return known }
    let found = Self.decode(path)
    lock.withLock { problems[path] = found }
    return found
  }

  /// At most this many pictures are decoded at once: each decode may use up to 256 MB.
  static let decodedAtOnce = 2

  /// Decodes the paths not yet checked on two cores (`decodedAtOnce`), and keeps what each
  /// found for `problem(at:)`.
  public func prepare(_ paths: [String]) {
    let unknown = lock.withLock { paths.filter { problems[$0] == nil } }
    guard unknown.count > 1 else { return }
    let found = Parallel.map(parts: min(Self.decodedAtOnce, Parallel.cores, unknown.count), over: unknown.count) { _, range in
      range.map { Self.decode(unknown[$0]) }
    }.flatMap { $0 }
    lock.withLock { for (path, problem) in zip(unknown, found) { problems[path] = problem } }
  }

  private static func decode(_ path: String) -> String? {
    do throws(PictureError) {
      let bytes: [UInt8]
      do throws(LoadError) { bytes = try FileBytes.contents(of: path) } catch { throw PictureError(error.description) }
      try PictureDecoder.check(bytes)
      return nil
    } catch {
      return error.reason
    }
  }
}

/// The picture provider for a terminal with graphics: the half-block drawing as always (what
/// shows when the picture is covered), and over it the picture at the terminal's resolution —
/// kitty's protocol or sixel — sized to its cells in pixels. Encoded pictures are kept by file
/// and size, so a screen redrawn with the same picture costs nothing.
public final class GraphicsPictures: PictureProvider, @unchecked Sendable {
  public let kind: ImagePlacement.Kind
  public let cell: (width: Int, height: Int)
  private let blocks: HalfBlockPictures
  private let images = BoundedCache<Image?>(capacity: 64)
  /// Each picture's escape sequences by place: shown again after a cover, it is not encoded again.
  private let sequences = BoundedCache<[UInt8]>(capacity: 16)

  /// Whether a sixel picture is dithered (`Sixel.encode`).
  public let dither: Bool

  public init(kind: ImagePlacement.Kind, depth: ColorDepth, cell: (width: Int, height: Int), dither: Bool = false) {
    self.kind = kind
    self.cell = cell
    self.dither = dither
    blocks = HalfBlockPictures(depth: depth)
  }

  public func draw(_ name: String, finder: PictureFinder, in area: Rect, mark: String, into buffer: inout CellBuffer) {
    // A sixel picture reaching the screen's last row scrolls the screen once drawn (the
    // cursor goes to the line after it): the picture, half blocks and all, keeps off that row.
    let rect = kind == .sixel ? Self.offTheLastRow(area, rows: buffer.size.rows) : area
    blocks.draw(name, finder: finder, in: rect, mark: mark, into: &buffer)
    guard rect.width > 0, rect.height > 0, case .found(let path) = finder.find(name), let image = image(path, fitting: rect) else { return }
    // The picture's own cells, centred as the half blocks are.
    let columns = min(rect.width, (image.width + cell.width - 1) / cell.width)
    let rows = min(rect.height, (image.height + cell.height - 1) / cell.height)
    let placed = Rect(x: rect.x + (rect.width - columns) / 2, y: rect.y + (rect.height - rows) / 2, width: columns, height: rows)
    let kind = self.kind, dither = self.dither
    let key = "\(path)|\(image.width)x\(image.height)"
    buffer.place(ImagePlacement(rect: placed, key: key, kind: kind) { [self] id in
      sequences.value("\(key)|\(id)") {
        switch kind {
        case .kitty: KittyGraphics.encode(image, columns: columns, rows: rows, id: id)
        case .sixel: Sixel.encode(Scaling.flatten(image, over: (0, 0, 0)), dither: dither)
        case .iterm: ITermImages.encode(file: (try? FileBytes.contents(of: path)) ?? [], columns: columns, rows: rows)
        }
      }
    })
  }

  /// `rect` without the screen's last row, if it reaches it.
  static func offTheLastRow(_ rect: Rect, rows: Int) -> Rect {
    Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, rows - 1 - rect.y))
  }

  /// The picture scaled to fit `rect`'s pixels (kept by file and size); nil when it cannot be read.
  private func image(_ path: String, fitting rect: Rect) -> Image? {
    let box = (width: rect.width * cell.width, height: rect.height * cell.height)
    return images.value("\(path)|\(box.width)x\(box.height)") {
      guard let bytes = try? FileBytes.contents(of: path), let decoded = try? PictureDecoder.decode(bytes, fitting: box) else { return nil }
      let size = Scaling.fit(width: decoded.width, height: decoded.height, into: box)
      return Scaling.resize(decoded, to: size.width, size.height)
    }
  }
}
