# ruff: noqa: RUF001  (other scripts on purpose)
"""A small multilingual lexicon of the concepts injections are made of, for the classifier's `c:` features.

A word (or a stem ending in `*`) in any of 19 languages maps to one concept, so what the model learns from English
("ignore", "instructions", "filters") carries over to a language it saw few examples in. Words are written as
people write them; `concept_of` compares them through the same fold as the text (`normalize.matching_view`).
Chinese and Japanese entries are two-character words, the tokens `_features` cuts those scripts into.
"""

from __future__ import annotations

import functools

from deputy.core.guards.normalize import matching_view

__all__ = ["concept_of"]

_CONCEPTS: dict[str, str] = {
    "IGNORE": "ignore* disregard* overlook* ignoriere* ignorier missachte* ignorez ignora* ignorate negeer* ignorera* "
    "ignoreeri* eira zignoruj* ignoruj* игнорир* проигнорир* ігнору* проігнору* ignoruj* yok görmezden تجاهل* "
    "اهمل أهمل अनदेखा नज़रअंदाज़ नजरअंदाज 忽略 忽视 無視 无视 무시*",
    "FORGET": "forget* vergiss vergesse* oublie* olvida* dimentica* esqueça* esqueca* vergeet glöm unusta zapomnij "
    "zapomeň* забудь* забуд* unut انس انسَ भूल 忘掉 忘记 忘れ 잊어* 잊고",
    "PREVIOUS": "previous prior earlier preceding above initial original vorherige* bisherige* vorige* obige* "
    "früher* ursprünglich* précédent* antérieur* initial* anterior* previa* previo* precedent* iniziali prévia* "
    "eerdere voorgaande oorspronkelijke tidigare föregående ursprungliga eelneva* varasema* algse* poprzedni* "
    "wcześniejsz* pierwotn* предыдущ* прежн* исходн* попередн* початков* předchozí* dřívější* původní* önceki "
    "السابقة الأصلية पिछले पिछली पहले 之前 以前 先前 上面 原来 これまで 以前 最初 이전* 기존* 원래*",
    "INSTRUCTIONS": "instruction* directive* guideline* guidance orders programming anweisung* vorgabe* richtlinie* "
    "consigne* directive* instrucci* directriz* indicaci* pautas istruzion* direttiv* instruç* diretriz* "
    "orientaç* instructie* richtlijn* instruktion* riktlinj* direktiv* juhis* suunis* instrukcj* wytyczn* "
    "dyrektyw* инструкц* указани* директив* інструкц* вказівк* pokyn* směrnic* talimat* yönerge* direktif* "
    "التعليمات التوجيهات الإرشادات توجيهات निर्देश* दिशानिर्देश 指令 指示 准则 ガイド 지시* 지침* 가이드라인*",
    "RULES": "rule* policy policies constraint* regeln reglas règle* regole regra* regels regler reegl* zasad* "
    "правил* pravidl* kural* القواعد قواعد नियम* 规则 ルール 규칙*",
    "SYSTEM_PROMPT": "systemprompt* system prompt* prompt* pre-prompt preprompt configuration* config* setup "
    "konfiguration* configuraci* configurazione configuração configuratie konfiguration* seadistus* "
    "konfiguracj* конфигурац* конфігурац* konfigurac* yapılandırma* istem* الإعدادات إعداد* موجه प्रॉम्प्ट* "
    "कॉन्फ़िगरेशन* 提示 配置 設定 プロ ロン 프롬프트* 설정*",
    "HIDDEN": "hidden secret* confidential internal versteckt* geheim* cachée* caché* secrèt* ocult* nascost* "
    "verborgen* dold* varjatud* ukryt* скрыт* секрет* прихован* skryt* gizli* المخفية مخفية छिपे* 隐藏 秘密 "
    "隠さ 숨겨진*",
    "VERBATIM": "verbatim wörtlich mot-à-mot textuellement literalmente parola-per-parola letterale woordelijk "
    "ordagrant sõna-sõnalt dosłownie дословно дослівно doslovně kelimesi حرفي* शब्दशः 逐字 一字 글자*",
    "REVEAL": "reveal* show* print* display* output* dump* recite* disclose* leak* zeig* ausgeben gib affiche* montre* "
    "muestra* muéstra* mostra* mostre* laat toon visa näita pokaż* wypisz* покаж* выведи* виведи* ukaž* vypiš* "
    "göster* yaz أرني اعرض اكتب दिखा* 显示 输出 见せ 出力 보여* 출력*",
    "DISABLE": "disable* deactivate* switch-off abschalt* deaktivier* ausschalt* schalte désactiv* desactiv* "
    "disattiv* desativ* uitschakel* schakel stäng inaktivera lülita wyłącz* отключ* выключ* вимкн* vypni* "
    "vypnout kapat* devre عطّل* عطل* बंद 关闭 禁用 オフ 無効 꺼* 비활성*",
    "FILTER": "filter* guardrail* safeguard* moderation censorship filtr* фильтр* фільтр* فلاتر फ़िल्टर* फिल्टर* "
    "过滤 フィ ィル ルタ 필터*",
    "SAFETY": "safety security ethic* moral* sicherheit* sécurité seguridad sicurezza segurança veiligheid* "
    "säkerhet* turva* bezpieczeństw* безопасност* безпек* bezpečnost* güvenlik* الأمان أمان सुरक्षा 安全 안전*",
    "WARNINGS": "warning* disclaimer* caveat* warnhinweis* avertissement* advertencia* avvertenz* aviso* "
    "waarschuwing* varning* hoiatus* ostrzeżeń ostrzeżenia предупрежден* попереджен* varování uyarı* تحذير* "
    "चेतावनी 警告 경고*",
    "AUTHORITY": "administrator* admin* sysadmin developer* creator* operator* owner ceo management compliance "
    "vendor systemadministrator* entwickler* administrateur* développeur* administrador* desarrollador* "
    "amministratore sviluppatore desenvolvedor* beheerder* ontwikkelaar* administratör* utvecklare* "
    "administraator* arendaja* administrator* twórc* администратор* разработчик* адміністратор* розробник* "
    "správce vývojář* yönetici* geliştirici* المسؤول مسؤول المطور मैनेजर एडमिनिस्ट्रेटर डेवलपर* 管理员 开发者 "
    "管理 開発 관리자* 개발자*",
    "AUTHORIZE": "authoriz* authoris* clearance cleared approved permission autorisier* erlaube autorise* autoriz* "
    "geef-toestemming tillåtelse luban upoważniam разрешаю дозволяю opravňuji yetki أسمح अनुमति 授权 許可 허가*",
    "URGENT": "urgent* emergency critical immediately asap notfall* dringend* urgence urgente emergencia "
    "emergenza emergência noodgeval* nödläge* hädaolukord* awaryjn* pilne срочно терміново nouzov* naléhav* "
    "acil* طوارئ عاجل आपातकाल ज़रूरी 紧急 緊急 긴급*",
    "PRETEND": "pretend* imagine* roleplay role-play act simulate* persona tu-so stell erfinde fais finge* "
    "fingi* fai-finta doe-alsof låtsas teeskle udawaj* притворись* представь* уяви* předstírej* davran* "
    "تظاهر ऐसा-दिखाओ 假装 ふり 척*",
    "NO_LIMITS": "unrestricted unfiltered uncensored unlimited limitless jailbreak* jailbroken dan ohne-regeln "
    "sans-règle sin-reglas senza-regole sem-regras zonder-regels utan-regler ilma-reeglite bez-zasad без-правил "
    "bez-pravidel kuralsız بلا-قواعد बिना-नियम 没有规则 制限 제한*",
    "REFUSE": "refuse* decline* reject* ablehn* refuse* rechaza* rifiut* recus* weiger* vägra* keeldu* odmawia* "
    "отказыва* відмовля* odmítne* reddet* يرفض मना 拒绝 断ら 거절*",
    "AI": "ai assistant* chatbot* bot llm model* agent* ki assistent* assistente* asistente* assistant ia "
    "tehisaru asystent* ии ші asistan* asistent* yapay مساعد* الذكاء सहायक* 助手 人工 アシ 어시스턴트*",
}


@functools.cache
def _tables() -> tuple[dict[str, str], dict[int, dict[str, str]]]:
    words: dict[str, str] = {}
    stems: dict[int, dict[str, str]] = {}
    for concept, spec in _CONCEPTS.items():
        for entry in spec.split():
            stem = entry.endswith("*")
            folded = matching_view(entry.rstrip("*").replace("-", " ")).replace(" ", "")
            if not folded:
                continue
            if stem:
                stems.setdefault(len(folded), {})[folded] = concept
            else:
                words[folded] = concept
    return words, dict(sorted(stems.items(), reverse=True))


def concept_of(token: str) -> str | None:
    """The concept a token stands for (longest stem first), or None."""
    words, stems = _tables()
    found = words.get(token)
    if found is not None:
        return found
    for length, table in stems.items():
        if len(token) >= length:
            found = table.get(token[:length])
            if found is not None:
                return found
    return None
