/// The report page's script, inlined in its `<script>` element and allowed by its hash.
///
/// It assembles no sentence: every word it puts on the page or in the live region is one the
/// Narration module wrote into the page's states (see ``LensStates``), and every step is a look
/// up in their table. It unpacks the states with the browser's own `DecompressionStream`, then
/// shows the buttons; until then, and without scripts, the page still holds every sentence of
/// the window it opened with. It also shows the audio graph's caption as it plays.
enum ReportScript {
    static let text = """
        (() => {
          "use strict";
          const control = document.getElementById("lens");
          if (control) {
            const status = document.getElementById("lens-status");
            const band = document.getElementById("lens-band");
            const buttons = document.getElementById("lens-buttons");
            const packed = document.getElementById("lens-states").textContent.trim();
            const rightToLeft = document.documentElement.dir === "rtl";
            const tabled = { earlier: 3, later: 4, widen: 5, narrow: 6 };
            let states = null;
            let current = 0;
            let remembered = -1;
            const say = (lines) => {
              status.replaceChildren(document.createTextNode(lines.join("\\n")));
            };
            const show = (index) => {
              current = index;
              const row = states.windows[index];
              control.setAttribute("aria-valuenow", String(row[0]));
              control.setAttribute("aria-valuetext", states.values[index].join(" "));
              band.setAttribute("x", String(row[1]));
              band.setAttribute("width", String(Math.max(row[2] - row[1], 0)));
            };
            const go = (index) => {
              show(index);
              say(states.values[index]);
            };
            const act = (action) => {
              if (states === null) return;
              if (states.fixed !== null) {
                say([states.limits[states.fixed]]);
                return;
              }
              switch (action) {
                case "value": say(states.values[current]); return;
                case "describe": say(states.descriptions[current]); return;
                case "hint": say([states.hint]); return;
                case "showAll":
                  if (current !== states.all) {
                    remembered = current;
                    go(states.all);
                    return;
                  }
                  if (remembered < 0) {
                    say([states.limits[states.everything]]);
                    return;
                  }
                  // falls through: show all again goes back
                case "back": {
                  if (remembered < 0) {
                    say([states.limits[states.noPrevious]]);
                    return;
                  }
                  const previous = remembered;
                  remembered = -1;
                  go(previous);
                  return;
                }
                default: {
                  const target = states.windows[current][tabled[action]];
                  if (target === undefined) return;
                  if (target < 0) {
                    say([states.limits[-1 - target]]);
                    return;
                  }
                  remembered = -1;
                  go(target);
                }
              }
            };
            control.addEventListener("keydown", (event) => {
              if (event.altKey || event.ctrlKey || event.metaKey) return;
              let action = null;
              switch (event.key) {
                case "ArrowLeft": action = rightToLeft ? "later" : "earlier"; break;
                case "ArrowRight": action = rightToLeft ? "earlier" : "later"; break;
                case "ArrowUp": action = "widen"; break;
                case "ArrowDown": action = "narrow"; break;
                case " ": case "Spacebar": action = "showAll"; break;
                case "b": case "B": action = "back"; break;
                case "Enter": case "r": case "R": action = "value"; break;
                case "d": case "D": action = "describe"; break;
                case "?": case "h": case "H": action = "hint"; break;
              }
              if (action === null) return;
              event.preventDefault();
              act(action);
            });
            buttons.addEventListener("click", (event) => {
              const button = event.target.closest("button[data-action]");
              if (button) act(button.dataset.action);
            });
            const bytes = Uint8Array.from(atob(packed), (character) => character.charCodeAt(0));
            const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
            new Response(stream).text().then((text) => {
              states = JSON.parse(text);
              buttons.hidden = false;
              control.dataset.ready = "true";
            }).catch(() => {
              control.dataset.ready = "false";
            });
          }
          const audio = document.getElementById("audio");
          const caption = document.getElementById("audio-cue");
          if (audio && caption && audio.textTracks.length > 0) {
            const track = audio.textTracks[0];
            track.mode = "hidden";
            track.addEventListener("cuechange", () => {
              const cue = track.activeCues && track.activeCues.length > 0 ? track.activeCues[0] : null;
              caption.textContent = cue ? cue.text : "";
            });
          }
        })();

        """
}
