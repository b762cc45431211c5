import Foundation

/// One object per text across the binary writer's flatteners: which string entries are the
/// first of their bytes in the order the output meets them. Each later one is written as a
/// reference to that first, as a writer with one table would have found it.
///
/// Strings are split among the cores by their hash (a text is always in the same share), and
/// each share's table is filled in the output's order, so the first found is the first met.
/// The hashes were made by the flatteners, on their own cores.
enum BinaryStringFirsts {
  /// A run of one table's entries, in the output's order.
  struct Run {
    let table: Int
    let entries: Range<Int>
  }

  /// For each entry (numbered `bases[table] + entry`), the number of the first entry with the
  /// same bytes: its own when it is the first. `runs` give every entry once, in the output's order.
  static func firsts(views: [BinaryStringView], bases: [Int], runs: [Run], total: Int) -> [Int] {
    let shares = total >= 1 << 16 ? Parts.most : 1
    var firsts = [Int](repeating: 0, count: total)
    firsts.withUnsafeMutableBufferPointer { buffer in
      // Each share writes only the entries whose hash is its own.
      let out = Unchecked(buffer.baseAddress!)
      Parts.run(shares, over: shares) { share, _ in
        var table = Share(capacity: total / shares + 1, views: views, bases: bases)
        for run in runs {
          let view = views[run.table], base = bases[run.table]
          guard let hashes = view.hashes else { continue }
          for entry in run.entries {
            let hash = hashes[entry]
            if shares > 1, Int(truncatingIfNeeded: (hash >> 24) & 0xFFFF) % shares != share { continue }
            out.value[base + entry] = table.first(of: base + entry, text: view.text(entry), hash: hash)
          }
        }
      }
    }
    return firsts
  }

  /// One share's table of the texts met so far: a slot holds the upper 24 bits of a hash and
  /// an entry's number + 1 (0: empty) in the lower 40.
  private struct Share {
    private var slots: [UInt64]
    private var used = 0
    private let views: [BinaryStringView]
    private let bases: [Int]

    init(capacity: Int, views: [BinaryStringView], bases: [Int]) {
      var size = 1_024
      while size * 3 < capacity * 4 { size *= 2 }
      slots = [UInt64](repeating: 0, count: size)
      self.views = views
      self.bases = bases
    }

    /// The first entry met with `text`: `id` itself when none was.
    mutating func first(of id: Int, text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
      let tag = hash >> BinaryStringTable.entryBits
      let mask = slots.count - 1
      var i = Int(truncatingIfNeeded: hash) & mask
      while slots[i] != 0 {
        let slot = slots[i]
        if slot >> BinaryStringTable.entryBits == tag {
          let other = Int(slot & BinaryStringTable.entryMask) - 1
          if same(text, other) { return other }
        }
        i = (i + 1) & mask
      }
      slots[i] = tag << BinaryStringTable.entryBits | UInt64(id + 1)
      used += 1
      // Sized for an even share, grown for a file whose texts are not spread evenly.
      if used * 4 > slots.count * 3 { grow() }
      return id
    }

    private mutating func grow() {
      var grown = [UInt64](repeating: 0, count: slots.count * 2)
      let mask = grown.count - 1
      for slot in slots where slot != 0 {
        let hash = hash(of: Int(slot & BinaryStringTable.entryMask) - 1)
        var i = Int(truncatingIfNeeded: hash) & mask
        while grown[i] != 0 { i = (i + 1) & mask }
        grown[i] = slot
      }
      slots = grown
    }

    private func table(of id: Int) -> Int {
      var table = bases.count - 1
      while bases[table] > id { table -= 1 }
      return table
    }

    private func hash(of id: Int) -> UInt64 {
      let table = table(of: id)
      return views[table].hashes![id - bases[table]]
    }

    private func same(_ text: UnsafeBufferPointer<UInt8>, _ id: Int) -> Bool {
      let table = table(of: id)
      let other = views[table].text(id - bases[table])
      guard other.count == text.count else { return false }
      guard let a = other.baseAddress, let b = text.baseAddress else { return true }
      return memcmp(a, b, text.count) == 0
    }
  }
}
