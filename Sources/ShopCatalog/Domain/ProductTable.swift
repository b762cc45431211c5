import PlistKit

/// The shop's products by id, kept in the order they were added: found by id through an index,
/// and read in place by position, so that a pass over 100,000 of them (the search index, lint)
/// copies none.
struct ProductTable: Equatable, Sendable {
  /// Every product, in the order added.
  private(set) var all: [Product] = []
  /// Where each id's product is in `all`, by open addressing: a slot holds the upper half of
  /// the id's hash and its place + 1 (0: empty). Eight bytes a slot, a third of a
  /// `[String: Int]` bucket: adding 100,000 ids misses the cache a third as often, and a slot
  /// whose hash differs is passed over without reading a product. A place fits in 32 bits: a
  /// pack's file is at most 1 GiB, far fewer than 2³² products.
  private var slots: [UInt64] = []

  static func == (a: ProductTable, b: ProductTable) -> Bool { a.all == b.all }

  subscript(id: String) -> Product? {
    position(of: id).map { all[$0] }
  }

  /// Where the product with `id` is in `all`.
  func position(of id: String) -> Int? {
    guard !slots.isEmpty else { return nil }
    let found = probe(id, hash: Self.hash(id))
    return found.isNew ? nil : found.place
  }

  /// `position(of:)` when the product is probably at `guess`: the next one of a pass over the
  /// categories, whose products were added in that order. Looking there first compares ids in
  /// order, where hashing each id of 100,000 would miss the cache at almost every one.
  func position(of id: String, guess: Int) -> Int? {
    // A product is added once, the first of its id: finding the id at `guess` is finding it.
    if guess >= 0, guess < all.count, all[guess].id == id { return guess }
    return position(of: id)
  }

  init() {}

  /// The products of `lists` (a catalog's categories) in order, the first of each id kept, as
  /// adding them one by one would. They are moved in and their ids hashed on every core; only
  /// the index is filled in order, a slot a product. `lists` is left empty.
  init(moving lists: inout [[Product]]) {
    all = Parallel.joined(moving: &lists, placeholder: Self.placeholder, minimum: Self.productsPerPart)
    let all = self.all
    let hashes = Parallel.array(count: all.count, parts: Parallel.pieces(for: all.count, minimum: Self.productsPerPart)) { range, hashes in
      for place in range { hashes.append(Self.hash(all[place].id)) }
    }
    slots = [UInt64](repeating: 0, count: Self.slotCount(for: all.count))
    var repeated = false
    for place in 0..<all.count {
      let found = probe(all[place].id, hash: hashes[place])
      guard found.isNew else {
        repeated = true
        continue
      }
      slots[found.slot] = hashes[place] & 0xFFFF_FFFF_0000_0000 | UInt64(place + 1)
    }
    if repeated { self = Self(keepingFirstOf: all) }
  }

  /// Below this many products, a second thread costs more than it saves.
  static let productsPerPart = 8_192

  /// What a list moved out of is left holding until it is let go: a product with no text to release.
  private static let placeholder = Product(id: "", name: "", price: Money(fen: 0), stock: 0)

  /// The table of `products` added one by one: a list that repeats ids.
  private init(keepingFirstOf products: [Product]) {
    reserveCapacity(products.count)
    for product in products { add(product) }
  }

  var count: Int { all.count }
  var isEmpty: Bool { all.isEmpty }

  mutating func reserveCapacity(_ count: Int) {
    all.reserveCapacity(count)
    if count * 2 > slots.count { rehash(slotCount: Self.slotCount(for: count)) }
  }

  /// Adds a product; a second one with the same id is the same product (the first kept).
  mutating func add(_ product: consuming Product) {
    if (all.count + 1) * 2 > slots.count { rehash(slotCount: Self.slotCount(for: all.count + 1)) }
    let hash = Self.hash(product.id)
    let found = probe(product.id, hash: hash)
    guard found.isNew else { return }
    slots[found.slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(all.count + 1)
    all.append(product)
  }

  /// The slot of `id`: the one holding it, or the empty one where it would go.
  private func probe(_ id: String, hash: UInt64) -> (slot: Int, place: Int, isNew: Bool) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return (slot, 0, true) }
      if entry >> 32 == hash >> 32, all[Int(entry & 0xFFFF_FFFF) - 1].id == id { return (slot, Int(entry & 0xFFFF_FFFF) - 1, false) }
      slot = (slot + 1) & mask
    }
  }

  private mutating func rehash(slotCount: Int) {
    slots = [UInt64](repeating: 0, count: slotCount)
    let mask = slotCount - 1
    for (place, product) in all.enumerated() {
      let hash = Self.hash(product.id)
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(place + 1)
    }
  }

  /// A power of two at least twice `count`: probes stay short at half full.
  private static func slotCount(for count: Int) -> Int {
    var slots = 16
    while slots < count * 2 { slots *= 2 }
    return slots
  }

  /// Swift's own hash of the text: ids equal as Swift compares strings (canonically) hash alike.
  private static func hash(_ id: String) -> UInt64 {
    UInt64(UInt(bitPattern: id.hashValue))
  }
}
