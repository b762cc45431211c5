import GameCore

/// Every text the app grid shows, by key; each in zh and en.
public enum GridText: String, CaseIterable, Sendable {
  case alreadyDownloading, alreadyInstalled, notDownloading, cancelled, notInstalled, removed, opening, downloadingToast, leaveWhileDownloading
  case menuOpen, menuDetails, menuAutoUpdate, menuAutoUpdateNote, menuRemove, menuCancel
  case installedCount, typeToFilter, filterLabel, noMatch, more, download, installedMark
  case statusIdle, statusDownloading, statusInstalled, detailStatus, detailSize, detailVersion, detailDeveloper, detailCategory, ok
  case keyMove, keyPress, keyDetails, keyFilter, keyBack
}

/// The app grid's words in the pack's language.
public typealias GridWords = WordTable<GridText>

extension WordTable where Key == GridText {
  /// The words of `language` (zh, else English).
  public init(language: String, overrides: [GridText: String] = [:]) {
    self.init(language: language, chinese: Self.chinese, english: Self.english, overrides: overrides)
  }

  static let chinese: [GridText: String] = [
    .alreadyDownloading: "%1 已经在下载了", .alreadyInstalled: "%1 已经安装了", .notDownloading: "%1 没有在下载", .cancelled: "已取消 %1",
    .notInstalled: "%1 还没有安装", .removed: "已删除 %1", .opening: "正在打开 %1… (只是演示)", .downloadingToast: "正在下载...",
    .leaveWhileDownloading: "还有 %1 个应用在下载: 再按 Esc 离开, 下载就停了",
    .menuOpen: "打开", .menuDetails: "详情", .menuAutoUpdate: "自动更新", .menuAutoUpdateNote: "有新版本时", .menuRemove: "删除",
    .menuCancel: "取消", .installedCount: "已安装 %1/%2", .typeToFilter: "输入文字筛选", .filterLabel: "筛选: %1",
    .noMatch: "没有名字含 “%1” 的应用", .more: "更多", .download: "[ 下载 ]", .installedMark: "✓ 已安装",
    .statusIdle: "未安装", .statusDownloading: "下载中", .statusInstalled: "已安装", .detailStatus: "状态", .detailSize: "大小",
    .detailVersion: "版本", .detailDeveloper: "开发者", .detailCategory: "分类", .ok: "好",
    .keyMove: "移动", .keyPress: "下载/取消/菜单", .keyDetails: "详情", .keyFilter: "筛选", .keyBack: "返回",
  ]

  static let english: [GridText: String] = [
    .alreadyDownloading: "%1 is already downloading", .alreadyInstalled: "%1 is already installed",
    .notDownloading: "%1 is not downloading", .cancelled: "Cancelled %1", .notInstalled: "%1 is not installed", .removed: "Removed %1",
    .opening: "Opening %1… (it is only a showcase)", .downloadingToast: "Downloading…",
    .leaveWhileDownloading: "Downloads under way: %1. Press Esc again to leave, and they stop",
    .menuOpen: "Open", .menuDetails: "Details", .menuAutoUpdate: "Auto-update", .menuAutoUpdateNote: "when a new version comes",
    .menuRemove: "Remove", .menuCancel: "Cancel", .installedCount: "%1/%2 installed", .typeToFilter: "Type to filter",
    .filterLabel: "Filter: %1", .noMatch: "No app matches “%1”", .more: "more", .download: "[ Download ]", .installedMark: "✓ Installed",
    .statusIdle: "not installed", .statusDownloading: "downloading", .statusInstalled: "installed", .detailStatus: "Status",
    .detailSize: "Size", .detailVersion: "Version", .detailDeveloper: "Developer", .detailCategory: "Category", .ok: "OK",
    .keyMove: "Move", .keyPress: "Download/Cancel/Menu", .keyDetails: "Details", .keyFilter: "Filter", .keyBack: "Back",
  ]
}

/// What the app grid tells the player, as a value; written in the pack's words when drawn.
public enum GridNotice: Equatable, Sendable {
  case alreadyDownloading(String), alreadyInstalled(String), notDownloading(String), cancelled(String), notInstalled(String)
  case removed(String), opening(String)
  /// Esc while apps download: how many would stop.
  case leaveWhileDownloading(Int)
  /// What the engine says of the pack's save.
  case save(SaveNotice)

  public func text(_ w: GridWords) -> String {
    switch self {
    case .alreadyDownloading(let name): w(.alreadyDownloading, name)
    case .alreadyInstalled(let name): w(.alreadyInstalled, name)
    case .notDownloading(let name): w(.notDownloading, name)
    case .cancelled(let name): w(.cancelled, name)
    case .notInstalled(let name): w(.notInstalled, name)
    case .removed(let name): w(.removed, name)
    case .opening(let name): w(.opening, name)
    case .leaveWhileDownloading(let count): w(.leaveWhileDownloading, String(count))
    case .save(let notice): notice.text(language: w.language)
    }
  }
}
