/// Common English words that are not also common words of the languages apps are most often
/// translated into: the words that give away English left in a translation ("Delete all
/// entries" in a German catalog), and that an all-capitals label ("SAVE") is made of.
///
/// Words that other languages write the same way are left out on purpose: German "Start",
/// "Status", "Name", "Update", "Download", "Filter", "Details"; Spanish and Italian "no",
/// "error", "normal", "total"; Dutch "is"; French "on"; Polish "to". So a German value "Status"
/// for the source "Status" is not taken for English left in place.
enum EnglishWords {
    /// Whether `word` (lowercased letters) is one of the common words.
    static func contains(_ word: String) -> Bool {
        common.contains(word)
    }

    static let common: Set<String> = [
        // Function words.
        "the", "and", "you", "your", "yours", "for", "with", "this", "that", "these", "those", "are", "were", "will",
        "would", "can", "could", "should", "must", "might", "not", "have", "has", "had", "been", "being", "it", "its",
        "our", "ours", "my", "mine", "all", "any", "from", "by", "at", "of", "if", "when", "what", "which", "who",
        "whom", "how", "why", "where", "there", "here", "please", "more", "less", "some", "each", "every", "other",
        "than", "then", "into", "onto", "about", "after", "before", "again", "only", "also", "just", "now", "new",
        "yet", "still", "already", "does", "did", "don't", "can't", "won't", "isn't", "aren't", "doesn't", "didn't",
        "couldn't", "wouldn't", "shouldn't", "you're", "it's", "we're", "they're", "i'm", "we", "they", "them",
        "their", "she", "his", "her", "him", "us", "yes", "off", "out", "up", "down", "between", "without", "within",
        "while", "until", "because", "very", "too", "much", "many", "few", "least", "own", "same", "such", "both",
        "either", "neither", "nothing", "something", "anything", "everything", "someone", "anyone", "everyone",
        "none", "always", "never", "often", "sometimes", "ever", "once", "twice", "first", "last", "next", "previous",
        "back", "away", "through", "across", "around", "against", "along", "among", "during", "since", "toward",
        "towards", "upon", "whether", "though", "although", "unless", "however", "instead", "really", "sure", "well",
        "way",
        // What buttons, menus and messages say.
        "save", "saved", "saving", "delete", "deleted", "deleting", "cancel", "cancelled", "canceled", "edit",
        "edited", "editing", "remove", "removed", "removing", "opened", "close", "closed", "share", "shared",
        "settings", "setting", "search", "searching", "select", "selected", "clear", "cleared", "retry", "continue",
        "undo", "redo", "copy", "copied", "paste", "send", "sent", "sending", "loading", "loaded", "add", "added",
        "adding", "create", "created", "creating", "rename", "renamed", "move", "moved", "refresh", "shown", "hide",
        "hidden", "allow", "allowed", "deny", "denied", "enable", "enabled", "disable", "disabled", "try", "later",
        "today", "yesterday", "tomorrow", "week", "weeks", "month", "months", "year", "years", "day", "days", "hour",
        "hours", "seconds", "folder", "folders", "picture", "pictures", "item", "items", "entry", "entries",
        "account", "accounts", "password", "passwords", "username", "sign", "signed", "log", "logged", "turn", "get",
        "got", "keep", "make", "take", "give", "go", "see", "view", "find", "found", "use", "used", "need", "needs",
        "want", "like", "know", "let", "tap", "click", "press", "choose", "changed", "changes", "updated",
        "downloaded", "uploaded", "failed", "unable", "wrong", "went", "permanently", "storage", "space", "full",
        "empty", "available", "unavailable", "required", "invalid", "valid", "address", "phone", "number", "numbers",
        "privacy", "policy", "terms", "help", "language", "languages", "dark", "light", "sound", "sounds", "play",
        "playing", "paused", "recording", "access", "welcome", "hello", "thanks", "thank", "done", "finish",
        "finished", "complete", "completed", "success", "successful", "successfully", "warning", "purchase",
        "restore", "restored", "subscribe", "subscription", "trial", "learn", "read", "write", "written", "checking",
        "connect", "connected", "connection", "disconnected", "network", "sync", "syncing", "request", "requested",
        "ask", "asked", "starting", "started", "stopped", "running", "wait", "waiting", "ready", "lists", "time",
        "times", "colors", "size", "small", "high", "low", "left", "right", "bottom", "remind", "reminder",
        "reminders", "events", "friend", "friends", "people", "advanced", "appearance", "screen", "device", "devices",
        "battery", "imported", "exported", "print", "review", "reviews", "free", "buy", "price", "step", "steps",
        "today's", "goal", "goals",
    ]
}
