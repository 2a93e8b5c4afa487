// /lp/index.html: the apply landing page's copy. A page of the server only, like the help and FAQ
// documents: kept out of src/messages/, whose strings ship with the islands that show them.
export const landingDocument = {
  title: "AWD ウイークリー・デジタルのお申し込み",
  lead: "英字新聞の記事を、和訳・語句解説・音声つきで。スマートフォンでもパソコンでも、毎週の英語学習を続けられます。",
  aboutTitle: "デジタル版とは",
  aboutText:
    "英語学習紙「AWD ウイークリー」の記事を、ウェブでお読みいただけるサービスです。ニュースからコラム、やさしい読み物、クイズまで、初級・中級・上級のシリーズが毎週更新されます。",
  features: [
    "すべての記事の英文と和訳を、段落ごとに切り替えて読めます",
    "語句解説つき。下線の語句にふれると意味が出ます",
    "ネイティブの音声を0.5倍から2倍の速さで。読まれている文に色がつきます",
    "クイズ・ディクテーション・リッスン・アンド・リピートで理解を確かめられます",
    "紙面ビューアーで、毎週の紙面をそのままのレイアウトで読めます",
    "キーワードで記事を検索できます",
  ],
  coursesTitle: "コースのご案内",
  digitalTitle: "デジタルコース",
  digitalText: "すべての記事・和訳・語句・音声・クイズをウェブで読み放題、聞き放題。",
  digitalIncludes: [
    "デジタル版のすべての記事（英文・和訳・語句解説）",
    "すべての音声とクイズ",
    "紙面ビューアー",
    "マイページ",
  ],
  doubleTitle: "ダブルコース",
  doubleText: "紙の新聞とデジタル版のセット。紙面に載っているプレビューコードを入力してご利用ください。",
  doubleIncludes: [
    "毎週お届けする紙の新聞",
    "デジタルコースの内容すべて",
    "毎月の紙面に載るプレビューコードの入力で、デジタル版をご利用いただけます",
  ],
  includes: "ご利用いただける内容",
  courseCode: "コースコード",
  courseNumber: "コース番号",
  samplesTitle: "サンプル記事",
  samplesLead: "次の記事は、お申し込み前でも全文・和訳・音声をお試しいただけます。",
  faqTitle: "よくある質問",
  faqAll: "よくある質問をすべて見る",
  applyTitle: "お申し込み",
  applyText: "お申し込みは購読窓口のページで承ります（外部サイト）。",
  note: "お申し込みの受け付けは、購読窓口で承っています。",
} as const;
