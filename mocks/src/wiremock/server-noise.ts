// What a PHP legacy leaks around its answers: warnings, notices and errors printed into the body
// (`<br />\n<b>Warning</b>:  Undefined array key "limit" in <b>/var/www/html/webservices.php</b> on
// line <b>412</b><br />`), each naming a file on its server. A recording keeps neither: the notice
// goes from the body, and a server file path left anywhere else in it is replaced.

/** PHP's HTML-formatted notices (display_errors with html_errors on), one whole line each. */
const HTML_NOTICE =
  /(?:<br \/>\s*)?<b>(?:Warning|Notice|Deprecated|Strict Standards|Fatal error|Parse error|Recoverable fatal error)<\/b>:[\s\S]*?on line <b>\d+<\/b>(?:<br \/>)?\s*/g;
/** The same in plain text (html_errors off, or the CLI's `PHP Warning:` prefix). */
const TEXT_NOTICE =
  /(?:PHP )?(?:Warning|Notice|Deprecated|Strict Standards|Fatal error|Parse error|Recoverable fatal error): [^\n]*? in \/[^\s]+ on line \d+\s*/g;
/** A file on a Unix or Windows server: `/var/www/html/config.php`, `C:\xampp\htdocs\api.php`. */
const SERVER_PATH =
  /(?:\/(?:var|home|srv|opt|usr|www|app|data|tmp)(?:\/[\w.@-]+)+\.(?:php|inc|phtml)|[A-Za-z]:\\(?:[\w.@ -]+\\)*[\w.@ -]+\.(?:php|inc|phtml))(?::\d+)?/g;

/** The placeholder a server path left in a body becomes. */
const SERVER_PATH_STAND_IN = '[server file]';

/** The body without PHP's notices, and with no server file path left in it. */
export function withoutServerNoise(body: string): string {
  return body.replace(HTML_NOTICE, '').replace(TEXT_NOTICE, '').replace(SERVER_PATH, SERVER_PATH_STAND_IN);
}
