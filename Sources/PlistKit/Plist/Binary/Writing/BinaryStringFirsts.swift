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
    // Each share writes only the entries whose hash is its own.
    let firsts = SharedSlots(count: total, repeating: 0)
    defer { firsts.deallocate() }
    Parts.run(shares, over: shares) { share, _ in
      var table = Share(capacity: total / shares + 1, views: views, bases: bases)
      for run in runs {
        let view = views[run.table], base = bases[run.table]
        for entry in run.entries {
          let hash = view.hashes[entry]
          if shares > 1, Int(truncatingIfNeeded: (hash >> 24) & 0xFFFF) % shares != share { continue }
          firsts[base + entry] = table.first(of: base + entry, in: view, entry, hash: hash)
        }
      }
    }
    return (0..<total).map { firsts[$0] }
  }

  /// One share's table of the texts met so far, by entry number.
  private struct Share {
    private var slots: TextSlots
    private let views: [BinaryStringView]
    private let bases: [Int]

    /// Sized for an even share, grown for a file whose texts are not spread evenly.
    init(capacity: Int, views: [BinaryStringView], bases: [Int]) {
      slots = TextSlots(capacity: capacity)
      self.views = views
      self.bases = bases
    }

    /// The first entry met with the text of `entry` of `view`: `id` itself when none was.
    mutating func first(of id: Int, in view: BinaryStringView, _ entry: Int, hash: UInt64) -> Int {
      let (views, bases) = (views, bases)
      func table(of id: Int) -> Int {
        var table = bases.count - 1
        while bases[table] > id { table -= 1 }
        return table
      }
      let text = view.range(entry)
      let found = slots.first(id, hash: hash, same: { other in
        let table = table(of: other)
        return views[table].bytes.same(views[table].range(other - bases[table]), as: view.bytes, text)
      }, hashOf: { other in
        let table = table(of: other)
        return views[table].hashes[other - bases[table]]
      })
      return found ?? id
    }
  }
}
