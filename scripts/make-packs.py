#!/usr/bin/env python3
"""Writes the built-in packs in plist-data/ from the tables below and the drawings in
drawings.py. Run from the repository root: python3 scripts/make-packs.py
The output is committed; the script is kept so the packs can be changed and made again."""
import os
import plistlib
import random
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
import drawings as d  # noqa: E402

ROOT = os.path.join(os.path.dirname(__file__), "..", "plist-data")

CHINESE = [
    ("太阳", "sun", "白天挂在天上的大火球", d.sun),
    ("月亮", "moon", "夜里弯弯像小船", d.moon),
    ("星星", "star", "一闪一闪亮晶晶", d.star),
    ("爱心", "heart", "送给喜欢的人", d.heart),
    ("房子", "house", "一家人住在里面", d.house),
    ("大树", "tree", "夏天在下面乘凉", d.tree),
    ("小鱼", "fish", "在水里游来游去", d.fish),
    ("雪人", "snowman", "冬天在院子里堆起来", d.snowman),
    ("雨伞", "umbrella", "下雨天出门要带上", d.umbrella),
    ("苹果", "apple", "一天一个，医生远离我", d.apple),
    ("彩虹", "rainbow", "雨后天空的七种颜色", d.rainbow),
    ("火箭", "rocket", "飞向太空", d.rocket),
    ("汽车", "car", "四个轮子跑得快", d.car),
    ("帆船", "boat", "靠风在海上航行", d.boat),
    ("蘑菇", "mushroom", "雨后从地里冒出来", d.mushroom),
    ("花朵", "flower", "春天开满花园", d.flower),
    ("闪电", "lightning", "雷声之前先看到它", d.lightning),
    ("云朵", "cloud", "天上飘着的白棉花", d.cloud),
    ("日本", "flag_japan", "白底红日的国旗", d.flag_japan),
    ("法国", "flag_france", "蓝白红三色竖条", d.flag_france),
    ("意大利", "flag_italy", "绿白红三色竖条", d.flag_italy),
    ("德国", "flag_germany", "黑红金三色横条", d.flag_germany),
    ("西瓜", "watermelon", "夏天最解渴的水果", d.watermelon),
    ("钥匙", "key", "开门用的小东西", d.key),
]

ENGLISH = [
    ("SUN", "sun", "It rises in the east", d.sun),
    ("MOON", "moon", "It lights the night sky", d.moon),
    ("STAR", "star", "Twinkle, twinkle", d.star),
    ("HEART", "heart", "A symbol of love", d.heart),
    ("HOUSE", "house", "A home with a roof", d.house),
    ("TREE", "tree", "It grows leaves and gives shade", d.tree),
    ("FISH", "fish", "It swims and has fins", d.fish),
    ("SNOWMAN", "snowman", "Built in winter, melts in spring", d.snowman),
    ("UMBRELLA", "umbrella", "Keeps you dry", d.umbrella),
    ("APPLE", "apple", "One a day keeps the doctor away", d.apple),
    ("RAINBOW", "rainbow", "Colours after the rain", d.rainbow),
    ("ROCKET", "rocket", "It flies to space", d.rocket),
    ("CAR", "car", "Four wheels on the road", d.car),
    ("BOAT", "boat", "The wind pushes its sail", d.boat),
    ("MUSHROOM", "mushroom", "A red cap with white dots", d.mushroom),
    ("FLOWER", "flower", "It blooms in spring", d.flower),
    ("CLOUD", "cloud", "White and fluffy, up high", d.cloud),
    ("JAPAN", "flag_japan", "A red circle on white", d.flag_japan),
    ("FRANCE", "flag_france", "Blue, white and red stripes", d.flag_france),
    ("ITALY", "flag_italy", "Green, white and red stripes", d.flag_italy),
    ("GERMANY", "flag_germany", "Black, red and gold", d.flag_germany),
    ("KEY", "key", "It opens a lock", d.key),
    ("WATERMELON", "watermelon", "Green outside, red inside", d.watermelon),
]

APPS = [
    ("天气", "weather", 8.5, "3.2", "晴雨工作室", "看今天和未来七天的天气", "工具"),
    ("相机", "camera", 24.0, "5.0", "光影实验室", "拍照、录像和延时摄影", "摄影"),
    ("音乐", "music", 56.3, "2.4", "声波工坊", "听歌、歌单和电台", "娱乐"),
    ("地图", "maps", 120.0, "7.1", "远方科技", "导航、公交和步行路线", "出行"),
    ("日历", "calendar", 6.2, "1.9", "时光小组", "日程、提醒和节假日", "效率"),
    ("时钟", "clock", 3.1, "1.2", "时光小组", "闹钟、秒表和世界时间", "工具"),
    ("计算器", "calculator", 2.4, "1.0", "算盘工作室", "加减乘除和科学计算", "工具"),
    ("邮件", "mail", 18.7, "4.3", "信鸽网络", "收发邮件，多个账户", "效率"),
    ("相册", "photos", 35.0, "6.0", "光影实验室", "整理照片和回忆", "摄影"),
    ("笔记", "notes", 9.9, "2.8", "纸笔社", "随手记下想法和清单", "效率"),
    ("游戏", "games", 210.0, "1.5", "像素乐园", "经典小游戏合集", "游戏"),
    ("设置", "settings", 1.5, "10.0", "系统", "网络、显示和隐私", "系统"),
]

ZH_DECOYS = list("天地人山水火木金土日月星云风雨雪花草鸟虫车船门窗书笔大小上下中国家子心水果球光电红白")
EN_DECOYS = list("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def options(answer, decoys, rng, count=21):
    chosen = list(answer)
    while len(chosen) < count:
        chosen.append(rng.choice(decoys))
    rng.shuffle(chosen)
    return chosen


def write_guess_pack(folder, name, language, summary, rows, decoys, seed):
    path = os.path.join(ROOT, folder)
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(os.path.join(path, "pictures"))
    rng = random.Random(seed)
    questions = []
    for answer, icon, title, draw in rows:
        draw().save_png(os.path.join(path, "pictures", icon + ".png"))
        questions.append({"answer": answer, "icon": icon, "title": title, "options": options(answer, decoys, rng)})
    manifest = {
        "name": name, "mode": "guess", "version": "1.0", "author": "PlistArcade", "language": language,
        "summary": summary, "data": "questions.plist", "pictures": "pictures",
        "settings": {"startScore": 10000, "hintCost": 1000, "removeCost": 1000, "reward": 100, "nextDelay": 0.5, "columns": 7},
    }
    with open(os.path.join(path, "pack.plist"), "wb") as f:
        plistlib.dump(manifest, f, sort_keys=False)
    with open(os.path.join(path, "questions.plist"), "wb") as f:
        plistlib.dump(questions, f, sort_keys=False)


def write_grid_pack():
    path = os.path.join(ROOT, "apps-zh")
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(os.path.join(path, "icons"))
    icons = d.app_icons()
    apps = []
    for name, icon, size, version, developer, summary, category in APPS:
        icons[icon].save_png(os.path.join(path, "icons", icon + ".png"))
        apps.append({"name": name, "icon": icon, "size": size, "version": version, "developer": developer,
                     "summary": summary, "category": category})
    manifest = {"name": "应用管理 · 示例应用", "mode": "grid", "version": "1.0", "author": "PlistArcade",
                "language": "zh-Hans", "summary": "十二个示例应用，可以下载、打开和删除", "data": "app.plist",
                "pictures": "icons"}
    with open(os.path.join(path, "pack.plist"), "wb") as f:
        plistlib.dump(manifest, f, sort_keys=False)
    with open(os.path.join(path, "app.plist"), "wb") as f:
        plistlib.dump(apps, f, sort_keys=False)


if __name__ == "__main__":
    write_guess_pack("guess-zh", "超级猜图 · 图画", "zh-Hans", "二十四幅图：太阳、月亮、国旗……看图猜词", CHINESE, ZH_DECOYS, 7)
    write_guess_pack("guess-en", "Picture Words", "en", "Twenty-three pictures to name, letter by letter", ENGLISH, EN_DECOYS, 11)
    write_grid_pack()
    print("wrote", ROOT)
