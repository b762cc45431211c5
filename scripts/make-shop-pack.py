#!/usr/bin/env python3
"""Writes the built-in shop pack plist-data/shop-zh: our own catalog (names, brands, prices and
pictures all made up here) in the catalog format of docs/formats.md. Run from the repository
root: python3 scripts/make-shop-pack.py. The output is committed; the script is kept so the pack
can be changed and made again."""
import hashlib
import os
import plistlib
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from pixelart import Canvas  # noqa: E402

ROOT = os.path.join(os.path.dirname(__file__), "..", "plist-data", "shop-zh")
S = 40
WHITE = (250, 250, 250)
DARK = (40, 40, 40)
LEAF = (60, 150, 60)


def shade(color, k):
    return tuple(max(0, min(255, int(v * k))) for v in color)


# Each drawing takes the product's colour and a number that varies the shape, so that every
# product has a picture of its own.
def fruit(c, color, n):
    count = 1 + n % 3
    for i in range(count):
        cx = 20 + (i - (count - 1) / 2) * 10
        c.circle(cx, 23, 11 - count, color)
        c.circle(cx - 3, 20, 3, shade(color, 1.3))
        c.line(cx, 13 - count, cx + 2, 8, 2, (110, 70, 30))
        c.ellipse(cx + 5, 10, 4, 2, LEAF)


def leafy(c, color, n):
    for i in range(3 + n % 3):
        x = 10 + i * 5
        c.ellipse(x + 2, 17, 4, 11, shade(color, 0.8 + 0.1 * (i % 3)))
    c.rect(8, 26, 32, 34, (230, 240, 220))
    c.line(8, 30, 32, 30, 1, shade(color, 0.6))


def meat(c, color, n):
    c.ellipse(20, 22, 15 - n % 3, 10, color)
    c.ellipse(24, 20, 6, 4, (250, 225, 215))
    if n % 2:
        c.line(6, 30, 34, 30, 2, (250, 240, 230))


def egg(c, color, n):
    c.rect(4, 24, 36, 34, (200, 170, 120))
    for i in range(3 + n % 2):
        c.ellipse(9 + i * 8, 21, 4, 5, color)


def fish(c, color, n):
    c.ellipse(18, 20, 12, 7, color)
    c.polygon([(28, 20), (37, 12 + n % 3), (37, 28 - n % 3)], shade(color, 0.8))
    c.circle(11, 18, 1.6, DARK)


def carton(c, color, n):
    c.rect(11, 12, 29, 36, WHITE)
    c.polygon([(11, 12), (20, 5), (29, 12)], shade(color, 0.9))
    c.rect(11, 20 + n % 4, 29, 28 + n % 4, color)


def bread(c, color, n):
    c.ellipse(20, 22, 16, 10 - n % 3, color)
    for i in range(3):
        c.line(10 + i * 8, 17, 14 + i * 8, 25, 1.5, shade(color, 0.7))


def bag(c, color, n):
    c.polygon([(9, 10), (31, 10), (34, 36), (6, 36)], color)
    c.rect(9, 8, 31, 12, shade(color, 0.7))
    c.circle(20, 24, 5 + n % 3, WHITE)


def bottle(c, color, n):
    c.rect(15, 14, 25, 37, color)
    c.rect(17, 6, 23, 14, shade(color, 0.8))
    c.rect(16, 3, 24, 6, DARK)
    c.rect(15, 20 + n % 5, 25, 27 + n % 5, WHITE)


def can(c, color, n):
    c.rect(12, 9, 28, 35, color)
    c.ellipse(20, 9, 8, 2, (200, 200, 200))
    c.rect(12, 18, 28, 22 + n % 4, WHITE)


def jar(c, color, n):
    c.rect(10, 14, 30, 36, color)
    c.rect(12, 9, 28, 14, DARK if n % 2 else (190, 40, 40))
    c.rect(13, 20, 27, 28, (245, 235, 200))


def product_picture(kind, color, n):
    c = Canvas(S, S, (255, 255, 255, 255))
    kind(c, color, n)
    return c


CATEGORIES = [
    ("fruit", "新鲜水果", [
        ("p101", "山野农场·红富士苹果", "山野农场", "1kg", "12.90", "16.80", 40, ["精选"], fruit, (210, 40, 40)),
        ("p102", "南岭脐橙", "南岭果园", "2.5kg 约10个", "29.90", "39.90", 12, ["限时特价"], fruit, (245, 150, 30)),
        ("p103", "金色香蕉", "热带小镇", "约1kg", "6.80", None, 25, [], fruit, (245, 215, 60)),
        ("p104", "晴川阳光玫瑰葡萄", "晴川果园", "500g", "25.80", "32.00", 3, ["精选"], fruit, (120, 190, 80)),
        ("p105", "海岛麒麟西瓜", "海岛农场", "1个 约4kg", "19.90", None, 8, ["买一赠一"], fruit, (50, 140, 60)),
        ("p106", "云山猕猴桃", "云山果园", "6个装", "15.90", "19.90", 0, [], fruit, (140, 110, 60)),
        ("p107", "小町草莓", "小町农场", "300g", "22.00", None, 2, ["限时特价"], fruit, (230, 50, 80)),
        ("p108", "黄金百香果", "热带小镇", "500g", "9.90", "12.00", 30, [], fruit, (200, 170, 40)),
    ]),
    ("veg", "时令蔬菜", [
        ("p201", "有机小油菜", "田园时光", "350g", "4.50", None, 50, ["精选"], leafy, (70, 160, 70)),
        ("p202", "西红柿", "田园时光", "500g", "5.90", "6.90", 40, [], fruit, (225, 60, 40)),
        ("p203", "水果黄瓜", "青禾农场", "400g", "6.50", None, 22, [], leafy, (40, 120, 50)),
        ("p204", "紫甘蓝", "青禾农场", "1个 约800g", "4.90", None, 0, [], leafy, (120, 60, 150)),
        ("p205", "土豆", "北坡农场", "1kg", "3.90", None, 60, ["买一赠一"], fruit, (190, 150, 90)),
        ("p206", "胡萝卜", "北坡农场", "500g", "2.90", "3.50", 35, [], leafy, (240, 130, 30)),
        ("p207", "西兰花", "田园时光", "1颗 约400g", "7.90", None, 1, [], leafy, (50, 130, 60)),
        ("p208", "香菇", "深山菌园", "250g", "8.80", None, 18, ["限时特价"], meat, (150, 100, 60)),
    ]),
    ("meat", "肉禽蛋品", [
        ("p301", "冷鲜猪里脊", "牧野", "400g", "18.90", "22.90", 15, ["精选"], meat, (220, 110, 110)),
        ("p302", "谷饲牛腩", "牧野", "500g", "45.00", None, 6, [], meat, (170, 50, 50)),
        ("p303", "散养鸡翅中", "青山农庄", "500g", "24.90", "29.90", 10, ["限时特价"], meat, (240, 200, 150)),
        ("p304", "土鸡蛋", "青山农庄", "10枚", "15.80", None, 30, ["买一赠一"], egg, (240, 220, 190)),
        ("p305", "无抗鸡胸肉", "牧野", "450g", "13.90", None, 0, [], meat, (245, 210, 190)),
        ("p306", "羊肉卷", "草原牧歌", "300g", "32.00", "38.00", 4, [], meat, (200, 80, 90)),
        ("p307", "咸鸭蛋", "湖畔人家", "6枚", "12.60", None, 20, [], egg, (170, 200, 190)),
        ("p308", "猪肋排", "牧野", "500g", "36.80", None, 9, [], meat, (200, 120, 100)),
    ]),
    ("sea", "海鲜水产", [
        ("p401", "大连鲜虾仁", "蓝湾", "250g", "29.90", "35.00", 12, ["精选"], fish, (240, 140, 120)),
        ("p402", "舟山带鱼段", "东海渔家", "500g", "27.80", None, 7, [], fish, (190, 200, 210)),
        ("p403", "三文鱼刺身", "北海道·蓝湾", "200g", "58.00", "68.00", 3, ["限时特价"], fish, (245, 130, 80)),
        ("p404", "鲜活花蛤", "东海渔家", "500g", "12.90", None, 0, [], egg, (210, 190, 160)),
        ("p405", "黑虎虾", "蓝湾", "400g 约16只", "49.90", None, 5, [], fish, (80, 80, 90)),
        ("p406", "鳕鱼排", "北冰洋", "300g", "39.90", "45.00", 10, [], fish, (235, 235, 225)),
        ("p407", "即食海带丝", "东海渔家", "200g", "5.50", None, 40, ["买一赠一"], leafy, (40, 90, 50)),
        ("p408", "鱿鱼须", "蓝湾", "300g", "19.90", None, 14, [], fish, (230, 200, 210)),
    ]),
    ("dairy", "乳品烘焙", [
        ("p501", "晨光纯牛奶", "晨光牧场", "250ml×12", "39.90", "48.00", 25, ["精选"], carton, (60, 120, 210)),
        ("p502", "原味酸奶", "晨光牧场", "200g×4", "13.50", None, 30, [], carton, (230, 90, 120)),
        ("p503", "全麦吐司", "麦香坊", "400g", "11.80", None, 8, [], bread, (200, 150, 90)),
        ("p504", "黄油牛角包", "麦香坊", "4个装", "16.00", "19.00", 2, ["限时特价"], bread, (225, 170, 80)),
        ("p505", "芝士片", "晨光牧场", "10片 200g", "18.90", None, 12, [], carton, (245, 200, 60)),
        ("p506", "鲜奶蛋糕", "麦香坊", "6寸", "68.00", None, 0, [], bread, (250, 230, 230)),
        ("p507", "低脂鲜牛奶", "晨光牧场", "950ml", "15.90", None, 20, ["买一赠一"], carton, (80, 170, 90)),
        ("p508", "椰蓉面包", "麦香坊", "2个装", "7.50", None, 15, [], bread, (240, 220, 180)),
    ]),
    ("snack", "休闲零食", [
        ("p601", "蜂小铺·每日坚果", "蜂小铺", "25g×7", "29.90", "39.90", 20, ["精选"], bag, (120, 80, 160)),
        ("p602", "海苔脆片", "海之味", "40g", "9.90", None, 35, [], bag, (40, 90, 60)),
        ("p603", "原切牛肉干", "草原牧歌", "100g", "26.80", "32.00", 6, ["限时特价"], bag, (150, 60, 40)),
        ("p604", "黑巧克力 70%", "可可湾", "100g", "16.50", None, 18, [], bag, (90, 50, 30)),
        ("p605", "薯片（番茄味）", "脆乐", "104g", "7.90", None, 0, [], bag, (220, 70, 50)),
        ("p606", "手撕面包干", "麦香坊", "300g", "12.80", None, 24, ["买一赠一"], bag, (230, 180, 90)),
        ("p607", "芒果干", "热带小镇", "120g", "14.90", "18.00", 3, [], bag, (250, 180, 40)),
        ("p608", "山楂条", "北坡农场", "200g", "6.60", None, 40, [], bag, (190, 50, 60)),
    ]),
    ("drink", "酒水饮料", [
        ("p701", "山泉矿泉水", "清源", "550ml×24", "29.90", "36.00", 15, ["精选"], bottle, (120, 180, 230)),
        ("p702", "鲜榨橙汁", "晨光牧场", "1L", "19.80", None, 10, [], bottle, (245, 150, 30)),
        ("p703", "气泡水（白桃味）", "清源", "480ml×6", "24.00", "30.00", 20, ["买一赠一"], can, (245, 180, 190)),
        ("p704", "冰红茶", "茶语", "500ml", "3.50", None, 80, [], bottle, (170, 70, 40)),
        ("p705", "精酿啤酒", "麦浪", "330ml×6", "49.00", None, 4, ["限时特价"], can, (230, 170, 50)),
        ("p706", "无糖乌龙茶", "茶语", "500ml", "5.00", None, 0, [], bottle, (160, 120, 60)),
        ("p707", "椰子水", "热带小镇", "330ml", "8.90", None, 26, [], can, (230, 230, 210)),
        ("p708", "冷萃咖啡", "豆子先生", "270ml", "9.90", "12.00", 12, [], can, (80, 50, 40)),
    ]),
    ("pantry", "粮油调味", [
        ("p801", "五常大米", "黑土地", "5kg", "59.90", "69.90", 10, ["精选"], bag, (240, 235, 220)),
        ("p802", "压榨花生油", "金穗", "1.8L", "35.80", None, 8, [], bottle, (240, 200, 60)),
        ("p803", "生抽酱油", "老坛", "500ml", "9.80", None, 30, ["买一赠一"], bottle, (90, 40, 30)),
        ("p804", "陈醋", "老坛", "420ml", "7.20", None, 25, [], bottle, (60, 30, 20)),
        ("p805", "挂面", "金穗", "1kg", "8.90", None, 0, [], bag, (230, 210, 150)),
        ("p806", "蜂蜜", "蜂小铺", "500g", "39.00", "45.00", 2, ["限时特价"], jar, (240, 170, 30)),
        ("p807", "香辣牛肉酱", "老坛", "280g", "11.50", None, 16, [], jar, (190, 40, 30)),
        ("p808", "海盐", "海之味", "400g", "3.00", None, 50, [], jar, (220, 230, 240)),
    ]),
]

NOTES = {
    "p101": "产地直发，脆甜多汁。收到后请冷藏保存。",
    "p105": "买一赠一：赠品有限，赠完为止。",
    "p304": "林下散养，每枚约50g。",
    "p403": "冷链配送，收到后请尽快食用。",
    "p501": "生牛乳制成，常温保存。",
    "p806": "天然成熟蜜，1岁以下婴儿不宜食用。",
}

FRESH = ["p101", "p104", "p301", "p401", "p501", "p601", "p703", "p806", "p102", "p304", "p507", "p705"]
HOT_WORDS = ["苹果", "牛奶", "草莓", "鸡蛋", "三文鱼", "坚果", "啤酒", "西瓜", "酸奶", "大米"]


ACCOUNT = {
    "coupons": [
        {"id": "new5", "name": "新人券", "value": "5.00", "threshold": "30.00", "starts": "2026-01-01", "ends": "2027-12-31",
         "description": "满30元可用，每笔订单限用一张"},
        {"id": "fruit8", "name": "鲜果季 8 元券", "value": "8.00", "threshold": "49.00", "starts": "2026-06-01", "ends": "2027-06-30",
         "description": "满49元可用"},
        {"id": "milk3", "name": "牛奶节 3 元券", "value": "3.00", "threshold": "15.00", "starts": "2026-01-01", "ends": "2026-03-31",
         "description": "满15元可用"},
        {"id": "used10", "name": "周年庆 10 元券", "value": "10.00", "threshold": "60.00", "starts": "2026-01-01", "ends": "2027-12-31",
         "used": True, "description": "满60元可用"},
    ],
    "addresses": [
        {"name": "林小满", "title": "女士", "phone": "13900001111", "city": "杭州市", "area": "西湖区文三路", "detail": "8号楼3单元502", "default": True},
        {"name": "周大树", "title": "先生", "phone": "13700002222", "city": "杭州市", "area": "滨江区长河街道", "detail": "春晓苑12幢1801"},
    ],
    "cities": ["杭州市", "上海市", "南京市", "苏州市"],
    "slots": [
        {"day": "今天", "offset": 0, "times": ["闪电送,及时达"] + ["%02d:00-%02d:00" % (h, h + 1) for h in range(10, 22)]},
        {"day": "明天", "offset": 1, "times": ["%02d:00-%02d:00" % (h, h + 1) for h in range(9, 22)]},
        {"day": "后天", "offset": 2, "times": ["%02d:00-%02d:00" % (h, h + 1) for h in range(9, 22)]},
    ],
    "help": [
        {"title": "几点可以送到？", "texts": ["闪电送在下单后一小时内送到；也可以选今天、明天或后天的整点时段。"]},
        {"title": "运费怎么算？", "texts": ["商品满 ¥30.00 免运费，不满收 ¥8.00。", "购物车里会写明还差多少免运费。"]},
        {"title": "优惠券怎么用？", "texts": ["结算时自动选好最划算的一张，也可以换一张或者不用。", "不能用的券会写明原因。"]},
        {"title": "这是真的商店吗？", "texts": ["不是。鲜蜂小铺是 PlistArcade 的示例，下单不会扣钱，也不会有人送货。"]},
    ],
    "menu": ["我的收货地址", "我的店铺", "把鲜蜂小铺分享给好友", "客服帮助", "意见反馈"],
    "systemMessages": [
        {"title": "鲜果季开始啦", "content": "新鲜水果满49元可用8元券，券已放进你的账户。活动到明年六月底。", "time": "2026-06-01 10:00:00"},
        {"title": "配送时间调整", "content": "即日起晚间最后一个配送时段为21:00-22:00，谢谢理解。", "time": "2026-09-15 09:00:00"},
    ],
    "userMessages": [
        {"title": "获得一张5元新人券", "content": "欢迎来到鲜蜂小铺！满30元可用。", "time": "2026-01-01 08:00:00"},
    ],
}


def banner(sky, sun, hills):
    c = Canvas(96, 40, sky + (255,))
    c.circle(78, 12, 7, sun)
    c.ellipse(26, 44, 40, 16, hills)
    c.ellipse(72, 48, 44, 18, shade(hills, 0.8))
    return c


BANNERS = [
    ("鲜果季 · 满¥30免运费", "banner-fruit", lambda: banner((250, 220, 150), (240, 90, 40), (90, 170, 70))),
    ("晨光牧场 牛奶节 第二件半价", "banner-milk", lambda: banner((170, 210, 250), (250, 250, 250), (120, 190, 90))),
    ("深夜食堂 · 零食饮料30分钟送达", "banner-night", lambda: banner((30, 30, 80), (250, 235, 150), (50, 60, 110))),
]

BUTTONS = [("新鲜水果", (210, 40, 40)), ("时令蔬菜", (70, 160, 70)), ("肉禽蛋品", (200, 110, 100)), ("海鲜水产", (60, 120, 200)),
           ("乳品烘焙", (230, 190, 90)), ("休闲零食", (120, 80, 160)), ("酒水饮料", (245, 150, 30)), ("每日签到", (240, 90, 120))]

ACTIVITIES = [("限时特价 · 每天10点上新", "activity-sale", (230, 60, 60)), ("新用户首单立减 ¥5", "activity-new", (60, 150, 220))]


def button_picture(color, n):
    c = Canvas(24, 24, (255, 255, 255, 255))
    c.circle(12, 12, 10, color)
    c.star(12, 12, 6, 3, WHITE, points=3 + n % 5)
    return c


def activity_picture(color):
    c = Canvas(48, 24, color + (255,))
    c.star(12, 12, 9, 4, WHITE)
    c.rect(26, 8, 44, 16, WHITE)
    return c


def main():
    shutil.rmtree(ROOT, ignore_errors=True)
    pictures = os.path.join(ROOT, "pictures")
    os.makedirs(pictures)
    seen = {}

    def save(canvas, name):
        canvas.save_png(os.path.join(pictures, name + ".png"))
        digest = hashlib.sha1(str(canvas.pixels).encode()).hexdigest()
        assert digest not in seen, f"{name} looks the same as {seen.get(digest)}"
        seen[digest] = name

    categories = []
    number = 0
    for cid, cname, rows in CATEGORIES:
        products = []
        for pid, name, brand, spec, price, market, stock, tags, kind, color in rows:
            number += 1
            save(product_picture(kind, color, number), pid)
            product = {"id": pid, "name": name, "brand": brand, "spec": spec, "price": price}
            if market:
                product["marketPrice"] = market
            product["stock"] = stock
            if tags:
                product["tags"] = tags
            product["picture"] = pid
            if pid in NOTES:
                product["notes"] = NOTES[pid]
            products.append(product)
        categories.append({"id": cid, "name": cname, "products": products})
    banners = []
    for title, name, draw in BANNERS:
        save(draw(), name)
        banners.append({"title": title, "picture": name})
    buttons = []
    for i, (title, color) in enumerate(BUTTONS):
        name = f"button-{i + 1}"
        save(button_picture(color, i), name)
        buttons.append({"title": title, "picture": name})
    activities = []
    for title, name, color in ACTIVITIES:
        save(activity_picture(color), name)
        activities.append({"title": title, "picture": name})
    catalog = {
        "categories": categories, "banners": banners, "buttons": buttons, "activities": activities,
        "fresh": FRESH, "hotWords": HOT_WORDS, "account": ACCOUNT,
        # The splash of later opens, as the original's AD: inside its dates only.
        "splash": {"title": "冬日鲜果节 · 满¥30免运费", "picture": banners[0]["picture"], "starts": "2026-11-01", "ends": "2027-02-28"},
        "rules": {"freeDeliveryFrom": "30.00", "deliveryFee": "8.00", "stockMessage": "库存不足了 先买这么多, 过段时间再来看看吧~"},
    }
    manifest = {"name": "鲜蜂小铺 · 社区超市", "mode": "shop", "version": "1.0", "author": "PlistArcade", "language": "zh-Hans",
                "summary": "八类六十四件商品：首页、闪电超市、搜索和购物车", "data": "catalog.plist", "pictures": "pictures"}
    with open(os.path.join(ROOT, "pack.plist"), "wb") as f:
        plistlib.dump(manifest, f, sort_keys=False)
    with open(os.path.join(ROOT, "catalog.plist"), "wb") as f:
        plistlib.dump(catalog, f, sort_keys=False)
    print("wrote", ROOT, number, "products")


if __name__ == "__main__":
    main()
