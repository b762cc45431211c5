import Foundation
import GameCore
import PlistKit
import TerminalKit

/// Decoded and scaled pictures by file and size, so redrawing a screen never decodes again.
/// Failures are cached too: a broken file is read once.
public final class PictureCache: @unchecked Sendable {
  private var entries: [String: Result<[[Cell]], PictureError>] = [:]
  private var order: [String] = []
  private let lock = NSLock()
  private let capacity: Int
  public private(set) var decodes = 0

  public init(capacity: Int = 128) {
    self.capacity = capacity
  }

  public func cells(path: String, columns: Int, rows: Int, depth: ColorDepth) -> Result<[[Cell]], PictureError> {
    let key = "\(path)|\(columns)x\(rows)|\(depth.rawValue)"
    lock.lock()
    if let hit = entries[key] {
      lock.unlock()
      return hit
    }
    lock.unlock()
    let result: Result<[[Cell]], PictureError>
    do throws(PictureError) {
      let bytes: [UInt8]
      do throws(LoadError) {
        bytes = try FileBytes.contents(of: path)
      } catch {
        throw PictureError(error.description)
      }
      result = .success(try HalfBlock.render(bytes, columns: columns, rows: rows, depth: depth))
    } catch {
      result = .failure(error)
    }
    lock.lock()
    defer { lock.unlock() }
    decodes += 1
    entries[key] = result
    order.append(key)
    if order.count > capacity { entries[order.removeFirst()] = nil }
    return result
  }
}

/// The picture provider of the real game: half-block pictures through a cache, placeholders
/// for anything missing or broken.
public struct HalfBlockPictures: PictureProvider {
  public let depth: ColorDepth
  public let cache: PictureCache

  public init(depth: ColorDepth, cache: PictureCache = PictureCache()) {
    self.depth = depth
    self.cache = cache
  }

  public func draw(_ name: String, finder: PictureFinder, in rect: Rect, into buffer: inout CellBuffer) {
    switch finder.find(name) {
    case .found(let path):
      switch cache.cells(path: path, columns: rect.width, rows: rect.height, depth: depth) {
      case .success(let cells): HalfBlock.place(cells, in: rect, into: &buffer)
      case .failure(let error): PicturePlaceholder.draw(name: name, reason: error.reason, in: rect, into: &buffer)
      }
    case .missing: PicturePlaceholder.draw(name: name, reason: "not found", in: rect, into: &buffer)
    case .refused: PicturePlaceholder.draw(name: name, reason: "refused", in: rect, into: &buffer)
    }
  }
}

/// Lint's picture check: the file must decode. Each distinct file is decoded once, however many
/// questions show it (the rules run on every core, so the answers are kept under a lock).
public final class DecodingPictureChecker: PictureChecker, @unchecked Sendable {
  private let lock = NSLock()
  private var problems: [String: String?] = [:]

  public init() {}

  public func problem(at path: String) -> String? {
    if let known = lock.withLock({ problems[path] }) { return known }
    let found = Self.decode(path)
    lock.withLock { problems[path] = found }
    return found
  }

  private static func decode(_ path: String) -> String? {
    do throws(PictureError) {
      let bytes: [UInt8]
      do throws(LoadError) { bytes = try FileBytes.contents(of: path) } catch { throw PictureError(error.description) }
      _ = try PictureDecoder.decode(bytes, fitting: (64, 64))
      return nil
    } catch {
      return error.reason
    }
  }
}
