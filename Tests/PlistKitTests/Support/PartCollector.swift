import Foundation

/// What a reader hands a closure from several threads at once (one thread a part), collected
/// under a lock and given back part by part.
final class PartCollector<Item>: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [Int: [Item]] = [:]

  func add(_ item: Item, part: Int) {
    lock.lock()
    items[part, default: []].append(item)
    lock.unlock()
  }

  /// The first `parts` parts' items, part after part, each part's in the order they came.
  func joined(parts: Int? = nil) -> [Item] {
    lock.lock()
    defer { lock.unlock() }
    let kept = items.keys.sorted().filter { parts == nil || $0 < parts! }
    return kept.flatMap { items[$0]! }
  }
}
