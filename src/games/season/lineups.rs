//! A coach's line-up carried from one of his season games at the table to the next: his lines,
//! pairs, starter and units, kept by the players' names (a file may be edited, a roster may
//! change), fitted to each new game's roster and to who is out, and set by the game's own
//! actions before the opening face-off (so its record replays it).

use super::{Absence, NextGame, SeasonPlan, SeasonRun, Why, table_session};
use crate::engine::{Session, Team};
use crate::games::sim::{Lineup, RuleOptions, SheetPart, SimPlay, TeamSheet, Units};
use serde::{Deserialize, Serialize};

/// A coached team's line-up as its coach last left it, by the players' names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptLineup {
    /// An index into the season's teams.
    pub team: u8,
    pub forwards: Vec<[String; 3]>,
    pub pairs: Vec<[String; 2]>,
    pub goalie: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_play: Option<[String; 5]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub penalty_kill: Option<[String; 4]>,
    /// How the coach shares his net over his games at the table; none: `goalie` every game.
    /// A kept line-up with no lines or pairs keeps only this (the computer's lines start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rotation: Option<GoalieRotation>,
}

/// How a starter and his backup share the net.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RotationPlan {
    /// The starter plays `starts` of every `of` games, the backup the rest.
    Share { starts: u8, of: u8 },
    /// Who played last sits.
    Alternate,
}

/// A coach's goalie rotation for the season, by the goalies' names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoalieRotation {
    pub starter: String,
    pub backup: String,
    pub plan: RotationPlan,
    /// His games at the table under this rotation so far.
    #[serde(default)]
    pub games: u32,
    /// Who played his last game at the table (its goalie of record).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<String>,
}

impl GoalieRotation {
    pub fn new(starter: String, backup: String, plan: RotationPlan) -> Self {
        GoalieRotation {
            starter,
            backup,
            plan,
            games: 0,
            last: None,
        }
    }

    /// Whose turn the next game is, and the other's.
    pub fn turn(&self) -> (&str, &str) {
        let starters = match self.plan {
            RotationPlan::Share { starts, of } => {
                self.games % u32::from(of.max(1)) < u32::from(starts)
            }
            RotationPlan::Alternate => self.last.as_deref() != Some(self.starter.as_str()),
        };
        if starters {
            (&self.starter, &self.backup)
        } else {
            (&self.backup, &self.starter)
        }
    }

    /// The computer's rotation for goalies with these real starts (most first): the two most
    /// used, sharing the net about as they did (the nearest n of m, m from 2 to 5, the
    /// backup in at least one).
    pub fn suggested(goalies: &[(String, u32)]) -> Option<GoalieRotation> {
        let [(starter, a), (backup, b), ..] = goalies else {
            return None;
        };
        let share = f64::from(*a) / f64::from((a + b).max(1));
        let mut best = (1u8, 1u8, f64::MAX);
        for of in 2..=5u8 {
            for starts in 1..of {
                let off = (f64::from(starts) / f64::from(of) - share).abs();
                if off + 1e-9 < best.2 {
                    best = (starts, of, off);
                }
            }
        }
        let (starts, of, _) = best;
        Some(GoalieRotation::new(
            starter.clone(),
            backup.clone(),
            RotationPlan::Share { starts, of },
        ))
    }

    /// The rotation in words: "Starter plays 3 of every 4 games, Backup the rest".
    pub fn words(&self) -> String {
        match self.plan {
            RotationPlan::Share { starts, of } if starts >= of => {
                format!("{} plays every game", self.starter)
            }
            RotationPlan::Share { starts, of } => format!(
                "{} plays {starts} of every {of} games, {} the rest",
                self.starter, self.backup
            ),
            RotationPlan::Alternate => format!(
                "{} and {} take turns: who played last sits",
                self.starter, self.backup
            ),
        }
    }
}

/// Sets season team `team`'s goalie rotation (none: his kept starter every game), keeping his
/// kept lines; with no lines kept, the rotation is kept alone.
pub fn set_rotation(kept: &mut Vec<KeptLineup>, team: u8, rotation: Option<GoalieRotation>) {
    match (kept.iter().position(|k| k.team == team), rotation) {
        (Some(i), rotation) => {
            kept[i].rotation = rotation;
            if kept[i].rotation.is_none() && kept[i].forwards.is_empty() {
                kept.remove(i);
            }
        }
        (None, Some(rotation)) => kept.push(KeptLineup {
            team,
            forwards: Vec::new(),
            pairs: Vec::new(),
            goalie: rotation.starter.clone(),
            power_play: None,
            penalty_kill: None,
            rotation: Some(rotation),
        }),
        (None, None) => {}
    }
}

/// Why a kept player can't take his place.
#[derive(Clone, Copy)]
enum Gone {
    Out(Why),
    NotOnRoster,
    Twice,
}

fn gone_words(name: &str, gone: Gone) -> String {
    match gone {
        Gone::Out(Why::Injured) => format!("{name} is hurt"),
        Gone::Out(Why::Rested) => format!("{name} is resting"),
        Gone::NotOnRoster => format!("{name} is not on the roster any more"),
        Gone::Twice => format!("{name} was kept in two places"),
    }
}

impl KeptLineup {
    /// `lineup` and `units` of season team `team`, by the names `sheet` gives its indices.
    pub fn new(team: u8, sheet: &TeamSheet, lineup: &Lineup, units: Option<&Units>) -> Self {
        let skater = |i: &u8| {
            sheet
                .skaters
                .get(usize::from(*i))
                .cloned()
                .unwrap_or_default()
        };
        KeptLineup {
            team,
            forwards: lineup
                .forwards
                .iter()
                .map(|l| l.each_ref().map(skater))
                .collect(),
            pairs: lineup
                .pairs
                .iter()
                .map(|p| p.each_ref().map(skater))
                .collect(),
            goalie: sheet
                .goalies
                .get(usize::from(lineup.goalie))
                .cloned()
                .unwrap_or_default(),
            power_play: units.map(|u| u.power_play.each_ref().map(skater)),
            penalty_kill: units.map(|u| u.penalty_kill.each_ref().map(skater)),
            rotation: None,
        }
    }

    /// Whether only a goalie rotation is kept: the computer's lines start.
    fn rotation_only(&self) -> bool {
        self.forwards.is_empty() && self.pairs.is_empty()
    }

    /// Who starts in goal of `sheet`'s goalies with `out` out: the kept starter, or the
    /// rotation's turn; one out gives the net to the rotation's other, then to the computer's
    /// starter, as `changes` say.
    fn starter(&self, sheet: &TeamSheet, out: &[(String, Why)], changes: &mut Vec<String>) -> u8 {
        let computer = sheet.lineup.goalie;
        let (first, other) = match &self.rotation {
            Some(r) => {
                let (first, other) = r.turn();
                (first, Some(other))
            }
            None => (self.goalie.as_str(), None),
        };
        let why_out = |name: &str| out.iter().find(|(n, _)| n == name).map(|(_, w)| *w);
        let free = |name: &str| {
            let at = sheet.goalies.iter().position(|g| g == name)?;
            why_out(name)
                .is_none()
                .then(|| u8::try_from(at).ok())
                .flatten()
        };
        if let Some(g) = free(first) {
            return g;
        }
        let gone = why_out(first).map_or(Gone::NotOnRoster, Gone::Out);
        let (goalie, name) = match other.and_then(|o| free(o).map(|g| (g, o.to_string()))) {
            Some(next) => next,
            None => (
                computer,
                sheet
                    .goalies
                    .get(usize::from(computer))
                    .cloned()
                    .unwrap_or_default(),
            ),
        };
        changes.push(format!(
            "{}: {name} starts in goal.",
            gone_words(first, gone)
        ));
        goalie
    }

    /// The kept line-up fitted to a game whose sheet is `sheet` (the computer's line-up for it,
    /// its players out already sat out) with `out` out: each kept player in his place, a hole
    /// (a player out, or gone from the roster) filled by a player the computer dresses there,
    /// and what changed in words. `None` (with why) when it can't be fitted: the computer's
    /// line-up stands.
    pub fn fit(
        &self,
        sheet: &TeamSheet,
        out: &[(String, Why)],
    ) -> (Option<(Lineup, Option<Units>)>, Vec<String>) {
        let mut changes = Vec::new();
        let computer = &sheet.lineup;
        if self.rotation_only() {
            let goalie = self.starter(sheet, out, &mut changes);
            let lineup = Lineup {
                goalie,
                ..computer.clone()
            };
            let units = self.fit_units(sheet, &lineup, &[], &mut changes);
            return (Some((lineup, units)), changes);
        }
        if self.forwards.len() != computer.forwards.len()
            || self.pairs.len() != computer.pairs.len()
        {
            changes.push(
                "Your kept lines have another number of lines or pairs than this game's: the computer's line-up starts."
                    .to_string(),
            );
            return (None, changes);
        }
        let index = |name: &str| sheet.skaters.iter().position(|n| n == name);
        let why_out = |name: &str| out.iter().find(|(n, _)| n == name).map(|(_, w)| *w);
        let is_out = |i: usize| why_out(&sheet.skaters[i]).is_some();
        // Every place, lines then pairs: (forward?, group words, kept name).
        let lines = self.forwards.iter().enumerate().flat_map(|(l, line)| {
            line.iter()
                .map(move |n| (true, format!("line {}", l + 1), n))
        });
        let pairs = self.pairs.iter().enumerate().flat_map(|(p, pair)| {
            pair.iter()
                .map(move |n| (false, format!("pair {}", p + 1), n))
        });
        let places: Vec<(bool, String, &String)> = lines.chain(pairs).collect();
        let mut taken: Vec<Option<usize>> = Vec::new();
        let mut holes = Vec::new();
        for (at, (_, _, name)) in places.iter().enumerate() {
            let gone = match (index(name), why_out(name)) {
                (_, Some(why)) => Some(Gone::Out(why)),
                (None, None) => Some(Gone::NotOnRoster),
                (Some(i), None) if taken.contains(&Some(i)) => Some(Gone::Twice),
                (Some(_), None) => None,
            };
            taken.push(if gone.is_none() { index(name) } else { None });
            if let Some(gone) = gone {
                holes.push((at, gone));
            }
        }
        // Who fills a hole: those the computer dresses in that kind of place first.
        let dressed_forwards = computer.forwards.iter().flatten();
        let dressed_pairs = computer.pairs.iter().flatten();
        let rest = 0..sheet.skaters.len();
        let for_forwards: Vec<usize> = dressed_forwards
            .clone()
            .chain(dressed_pairs.clone())
            .map(|&p| usize::from(p))
            .chain(rest.clone())
            .collect();
        let for_pairs: Vec<usize> = dressed_pairs
            .chain(dressed_forwards)
            .map(|&p| usize::from(p))
            .chain(rest)
            .collect();
        // Who took whose place, by kept name, for the units.
        let mut replaced: Vec<(&str, usize)> = Vec::new();
        for (at, gone) in holes {
            let (forward, group, name) = &places[at];
            let candidates = if *forward { &for_forwards } else { &for_pairs };
            let Some(&by) = candidates
                .iter()
                .find(|&&c| !is_out(c) && !taken.contains(&Some(c)))
            else {
                changes.push(format!(
                    "{}, and nobody is left to take his place: the computer's line-up starts.",
                    gone_words(name, gone)
                ));
                return (None, changes);
            };
            taken[at] = Some(by);
            replaced.push((name, by));
            changes.push(format!(
                "{}: {} takes his place on {group}.",
                gone_words(name, gone),
                sheet.skaters[by]
            ));
        }
        let player = |at: usize| u8::try_from(taken[at].expect("every place filled")).ok();
        let Some(players) = (0..places.len()).map(player).collect::<Option<Vec<u8>>>() else {
            return (None, changes);
        };
        let lines = self.forwards.len();
        let goalie = self.starter(sheet, out, &mut changes);
        let lineup = Lineup {
            forwards: players[..lines * 3]
                .chunks(3)
                .map(|c| [c[0], c[1], c[2]])
                .collect(),
            pairs: players[lines * 3..]
                .chunks(2)
                .map(|c| [c[0], c[1]])
                .collect(),
            goalie,
        };
        let units = self.fit_units(sheet, &lineup, &replaced, &mut changes);
        (Some((lineup, units)), changes)
    }

    /// The kept units on `lineup`: a player who lost his place gives his unit place to the one
    /// who took it; units that still name someone not dressed are left to the computer.
    fn fit_units(
        &self,
        sheet: &TeamSheet,
        lineup: &Lineup,
        replaced: &[(&str, usize)],
        changes: &mut Vec<String>,
    ) -> Option<Units> {
        sheet.units.as_ref()?;
        let (power_play, penalty_kill) = (self.power_play.as_ref()?, self.penalty_kill.as_ref()?);
        let dressed: Vec<u8> = lineup.skaters().collect();
        let mut missing = None;
        let mut place = |name: &String| {
            let by = replaced.iter().find(|(n, _)| n == name).map(|(_, by)| *by);
            let at = by.or_else(|| sheet.skaters.iter().position(|n| n == name));
            let at = at
                .and_then(|i| u8::try_from(i).ok())
                .filter(|i| dressed.contains(i));
            if at.is_none() {
                missing.get_or_insert_with(|| name.clone());
            }
            at.unwrap_or_default()
        };
        let units = Units {
            power_play: power_play.each_ref().map(&mut place),
            penalty_kill: penalty_kill.each_ref().map(&mut place),
        };
        let problem = match missing {
            Some(name) => Some(format!("{name} is not dressed")),
            None => units
                .check(sheet.skaters.len(), |_| false)
                .err()
                .map(|e| e.to_string()),
        };
        match problem {
            Some(why) => {
                changes.push(format!(
                    "Your special-teams units can't be kept ({why}): the computer's go out."
                ));
                None
            }
            None => Some(units),
        }
    }
}

/// A coached team's game at the table as it starts: the session with who sat out and the kept
/// line-ups set, how many actions that took (the coach's own come after), and what changed in
/// the kept line-ups.
pub struct TableStart<G: crate::engine::Game> {
    pub session: Session<G>,
    pub sat_out: Vec<(u8, String)>,
    pub set_up: usize,
    pub changes: Vec<String>,
}

/// The next game, a coached team's, set up for the table: its players out sit out, then each
/// coached side with a kept line-up starts with it, fitted to who is out. A line-up the game
/// refuses is left to the computer's, with the reason; never a panic.
pub fn start_table_game<G>(
    plan: &SeasonPlan<G::Options>,
    run: &SeasonRun,
    coached: &[u8],
    kept: &[KeptLineup],
) -> Option<TableStart<G>>
where
    G: SimPlay,
    G::Options: RuleOptions,
{
    let game = run.next_game()?;
    let (mut session, sat_out) = table_session::<G>(plan, &game, coached, &run.sitting_out());
    let mut changes = Vec::new();
    for side in Team::BOTH {
        let team = game.teams[side];
        let Some(kept) = kept
            .iter()
            .find(|k| k.team == team && coached.contains(&team))
        else {
            continue;
        };
        let Some(sheet) = session.state.team_sheet(side) else {
            continue;
        };
        let out: Vec<(String, Why)> = run
            .out
            .iter()
            .filter(|a: &&Absence| a.team == team && a.games > 0)
            .map(|a| (a.name.clone(), a.why))
            .collect();
        let (fitted, words) = kept.fit(&sheet, &out);
        changes.extend(words);
        let Some((lineup, units)) = fitted else {
            continue;
        };
        if lineup == sheet.lineup && units.is_none() {
            continue;
        }
        for action in G::sheet_actions(side, lineup, units) {
            if let Err(e) = session.apply(action) {
                changes.push(format!(
                    "Your kept line-up could not be used ({e}): the computer's stands."
                ));
                break;
            }
        }
    }
    let set_up = session.record.actions.len();
    Some(TableStart {
        session,
        sat_out,
        set_up,
        changes,
    })
}

/// After a coached game at the table: the line-up and units each coached side's coach set
/// during it (the actions after the first `set_up`) are kept for his next game. A side whose
/// coach set nothing keeps what it had, so a player back from an injury is back in his place.
pub fn keep_lineups<G: SimPlay>(
    session: &Session<G>,
    set_up: usize,
    game: &NextGame,
    coached: &[u8],
    kept: &mut Vec<KeptLineup>,
) {
    for side in Team::BOTH {
        let team = game.teams[side];
        if !coached.contains(&team) {
            continue;
        }
        let before = kept.iter().position(|k| k.team == team);
        // A rotation counts the game, and who played it.
        let rotation = before.and_then(|i| kept[i].rotation.as_mut()).map(|r| {
            r.games += 1;
            let lines = session.state.player_lines();
            r.last = lines.goalie_of_record(side).map(|g| g.name.clone());
            r.clone()
        });
        let (mut lineup, mut units) = (None, None);
        for action in session.record.actions.iter().skip(set_up) {
            match G::sheet_set(action) {
                Some((t, SheetPart::Lineup(l))) if t == side => lineup = Some(l),
                Some((t, SheetPart::Units(u))) if t == side => units = Some(u),
                _ => {}
            }
        }
        if lineup.is_none() && units.is_none() {
            continue;
        }
        let Some(sheet) = session.state.team_sheet(side) else {
            continue;
        };
        let mut new = KeptLineup::new(
            team,
            &sheet,
            lineup.as_ref().unwrap_or(&sheet.lineup),
            units.as_ref(),
        );
        // Units alone: the kept lines stay. Lines alone: the units the game made of them.
        if let (None, Some(i)) = (&lineup, before) {
            new.forwards = kept[i].forwards.clone();
            new.pairs = kept[i].pairs.clone();
            new.goalie = kept[i].goalie.clone();
        }
        new.rotation = rotation;
        match before {
            Some(i) => kept[i] = new,
            None => kept.push(new),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::crease::Crease;
    use crate::games::fourth_street::rules::FourthStreet;
    use crate::games::season::{Played, SeasonFile, hurt_in};

    /// A season game at the table played to its end by the computer managers for both sides
    /// (the coach's own line-up set first), then taken back as the page does.
    fn finish<G: SimPlay>(file: &mut SeasonFile<G::Options>, start: TableStart<G>)
    where
        G::Options: RuleOptions + Serialize + for<'de> Deserialize<'de>,
    {
        let mut session = start.session;
        // The managers decide for the coach too.
        while session.state.outcome().is_none() {
            let state = &session.state;
            let choice = Team::BOTH.into_iter().find_map(|t| state.manager_choice(t));
            session
                .apply(choice.unwrap_or_else(G::step_action))
                .unwrap();
        }
        let mut run = file.run().unwrap();
        let game = run.next_game().unwrap();
        let events: Vec<_> = session.log.iter().map(|l| l.event.clone()).collect();
        run.record(Played {
            outcome: session.state.outcome().unwrap(),
            lines: session.state.player_lines(),
            record: Some(session.record.encode()),
            sat_out: start.sat_out,
            hurt: hurt_in(&session.state, &events, game.teams),
        });
        keep_lineups(
            &session,
            start.set_up,
            &game,
            &file.coached,
            &mut file.lineups,
        );
        file.update(&run);
    }

    /// Plays the season on by the computer up to the coached team's next game.
    fn to_next_coached<G: SimPlay>(file: &SeasonFile<G::Options>) -> SeasonRun
    where
        G::Options: RuleOptions + Serialize + for<'de> Deserialize<'de>,
    {
        let mut run = file.run().unwrap();
        while !run.next_is_coached(&file.coached) && run.play_next::<G>(&file.plan) {}
        run
    }

    /// The coach swaps his first line's centre with the second's and starts his back-up
    /// goalie; his next game at the table starts with the same lines and goalie, set by
    /// actions in its record (so its replay holds them), and the computer's line-up is still
    /// the game's opening one (the editor's "as the computer would").
    fn a_kept_lineup_starts_the_next_game<G: SimPlay>()
    where
        G::Options: RuleOptions + Serialize + for<'de> Deserialize<'de>,
    {
        let plan = SeasonPlan::league(6, G::Options::default(), 21);
        let mut file = SeasonFile::new::<G>("Lines".into(), plan, vec![1]);
        let run = to_next_coached::<G>(&file);
        file.update(&run);
        let mut start =
            start_table_game::<G>(&file.plan, &run, &file.coached, &file.lineups).unwrap();
        assert!(start.changes.is_empty());
        let game = run.next_game().unwrap();
        let side = if game.teams.home == 1 {
            Team::Home
        } else {
            Team::Away
        };
        let sheet = start.session.state.team_sheet(side).unwrap();
        let mut mine = sheet.lineup.clone();
        let centre = mine.forwards[0][1];
        mine.forwards[0][1] = mine.forwards[1][1];
        mine.forwards[1][1] = centre;
        mine.goalie = 1 - mine.goalie.min(1);
        for action in G::sheet_actions(side, mine.clone(), None) {
            start.session.apply(action).unwrap();
        }
        finish(&mut file, start);
        assert_eq!(file.lineups.len(), 1, "{:?}", file.lineups);
        let kept_names = file.lineups[0].clone();
        let moved = &sheet.skaters[usize::from(mine.forwards[0][1])];
        assert_eq!(
            &kept_names.forwards[0][1], moved,
            "kept as the coach left it"
        );
        assert_eq!(kept_names.goalie, sheet.goalies[usize::from(mine.goalie)]);
        // Through the file and back.
        let mut file = SeasonFile::from_json::<G>(&file.to_json()).unwrap();
        assert_eq!(file.lineups[0], kept_names);
        file.out.clear();
        let run = to_next_coached::<G>(&file);
        file.update(&run);
        let next = start_table_game::<G>(&file.plan, &run, &file.coached, &file.lineups).unwrap();
        let game = run.next_game().unwrap();
        let side = if game.teams.home == 1 {
            Team::Home
        } else {
            Team::Away
        };
        let now = next.session.state.team_sheet(side).unwrap();
        let names = |l: &Lineup| KeptLineup::new(1, &now, l, None);
        let started = names(&now.lineup);
        assert_eq!(
            (started.forwards, started.pairs, started.goalie),
            (kept_names.forwards, kept_names.pairs, kept_names.goalie),
            "the next game starts with the kept line-up: {:?}",
            next.changes
        );
        assert!(next.set_up > 0, "set by the game's own actions");
        assert_ne!(
            next.session.opening().team_sheet(side).unwrap().lineup,
            now.lineup,
            "the computer's line-up is still one tap away"
        );
        let replayed = Session::replay(&next.session.record, None).unwrap();
        assert_eq!(replayed.state.team_sheet(side).unwrap().lineup, now.lineup);
    }

    #[test]
    fn a_kept_lineup_starts_the_next_crease_game() {
        a_kept_lineup_starts_the_next_game::<Crease>();
    }

    #[test]
    fn a_kept_lineup_starts_the_next_fourth_street_game() {
        a_kept_lineup_starts_the_next_game::<FourthStreet>();
    }

    fn sheet() -> TeamSheet {
        let names = |n: usize, p: &str| (0..n).map(|i| format!("{p}{i}")).collect::<Vec<_>>();
        TeamSheet {
            lineup: Lineup {
                forwards: vec![[0, 1, 2], [3, 4, 5]],
                pairs: vec![[6, 7], [8, 9]],
                goalie: 0,
            },
            units: Some(Units {
                power_play: [0, 1, 2, 6, 7],
                penalty_kill: [3, 4, 8, 9],
            }),
            skaters: names(12, "S"),
            goalies: names(2, "G"),
        }
    }

    /// A kept player hurt or gone from the roster leaves a hole the next player the computer
    /// would dress fills, in his place on the lines and the units, and the page is told so;
    /// the kept goalie out gives the net to the computer's; a hand-edited line-up of the wrong
    /// shape is dropped with a reason, never a panic.
    #[test]
    fn an_absence_fills_its_hole_and_says_so() {
        let sheet = sheet();
        let mut lineup = sheet.lineup.clone();
        lineup.forwards[1] = [10, 4, 5];
        lineup.goalie = 1;
        let units = Units {
            power_play: [0, 1, 2, 6, 7],
            penalty_kill: [10, 4, 8, 9],
        };
        let kept = KeptLineup::new(4, &sheet, &lineup, Some(&units));
        let (fitted, changes) = kept.fit(&sheet, &[]);
        assert_eq!(fitted.unwrap().0, lineup, "nobody out: as kept");
        assert!(changes.is_empty());
        // S10 hurt, G1 resting. The computer dresses S3, not in the kept lines: he fills in.
        let out = [
            ("S10".to_string(), Why::Injured),
            ("G1".to_string(), Why::Rested),
        ];
        let (fitted, changes) = kept.fit(&sheet, &out);
        let (fitted, units) = fitted.unwrap();
        assert_eq!(fitted.forwards[1], [3, 4, 5]);
        assert_eq!(fitted.goalie, 0);
        assert_eq!(
            changes,
            [
                "S10 is hurt: S3 takes his place on line 2.",
                "G1 is resting: G0 starts in goal."
            ]
        );
        assert_eq!(
            units.unwrap(),
            sheet.units.clone().unwrap(),
            "S3 kills penalties"
        );
        // A power-play man out: his unit place goes to who took his line place.
        let out = [("S0".to_string(), Why::Injured)];
        let (fitted, changes) = kept.fit(&sheet, &out);
        let (fitted, units) = fitted.unwrap();
        let by = fitted.forwards[0][0];
        assert_eq!(units.unwrap().power_play[0], by);
        assert_eq!(changes.len(), 1, "{changes:?}");
        // A name the roster no longer has (traded, or edited by hand).
        let mut edited = kept.clone();
        edited.pairs[1][0] = "Nobody".into();
        edited.goalie = "Nobody".into();
        let (fitted, changes) = edited.fit(&sheet, &[]);
        assert_eq!(
            fitted.unwrap().0.pairs[1][0],
            8,
            "the computer's defenceman there"
        );
        assert!(
            changes[0].starts_with("Nobody is not on the roster"),
            "{changes:?}"
        );
        assert!(changes[1].contains("G0 starts in goal"), "{changes:?}");
        // The same player twice, and a line-up of another shape.
        let mut twice = kept.clone();
        twice.forwards[0][0] = "S4".into();
        let (fitted, _) = twice.fit(&sheet, &[]);
        let fitted = fitted.unwrap().0;
        assert_eq!(fitted.skaters().filter(|&p| p == 4).count(), 1);
        let mut short = kept.clone();
        short.forwards.pop();
        let (fitted, changes) = short.fit(&sheet, &[]);
        assert!(fitted.is_none() && changes.len() == 1);
    }

    /// In a real game: a kept player out sits out, and the next game's line-up puts another
    /// in his place, set before the face-off, as the page says.
    #[test]
    fn an_absence_in_a_kept_crease_lineup_is_filled_at_the_table() {
        let plan = SeasonPlan::league(4, Default::default(), 9);
        let mut file =
            SeasonFile::<crate::games::crease::Options>::new::<Crease>("Out".into(), plan, vec![3]);
        let run = to_next_coached::<Crease>(&file);
        file.update(&run);
        let start = start_table_game::<Crease>(&file.plan, &run, &file.coached, &[]).unwrap();
        let game = run.next_game().unwrap();
        let side = if game.teams.home == 3 {
            Team::Home
        } else {
            Team::Away
        };
        let sheet = start.session.state.team_sheet(side).unwrap();
        let kept = KeptLineup::new(3, &sheet, &sheet.lineup, None);
        let hurt = kept.forwards[1][1].clone();
        file.lineups = vec![kept];
        file.out.push(Absence {
            team: 3,
            name: hurt.clone(),
            games: 1,
            why: Why::Injured,
        });
        let run = file.run().unwrap();
        let start =
            start_table_game::<Crease>(&file.plan, &run, &file.coached, &file.lineups).unwrap();
        assert_eq!(start.sat_out, vec![(3, hurt.clone())]);
        assert_eq!(start.changes.len(), 1, "{:?}", start.changes);
        assert!(
            start.changes[0].starts_with(&format!("{hurt} is hurt: "))
                && start.changes[0].ends_with("takes his place on line 2."),
            "{:?}",
            start.changes
        );
        let now = start.session.state.team_sheet(side).unwrap();
        let names = KeptLineup::new(3, &now, &now.lineup, None);
        assert!(!names.forwards.iter().flatten().any(|n| *n == hurt));
        assert_eq!(
            names.forwards[0], file.lineups[0].forwards[0],
            "line 1 as kept"
        );
        assert!(start.session.state.outcome().is_none());
    }

    /// Issue 40: a rotation gives each goalie his turn (n of every m, or who played last
    /// sits), a hurt goalie's turn to the other with the page told so, and a rotation kept
    /// alone starts the computer's lines; a season file from before rotations still reads, and
    /// the computer's suggestion shares the net as the goalies' real starts did.
    #[test]
    fn a_rotation_gives_each_goalie_his_turn_and_a_hurt_ones_to_the_other() {
        let sheet = sheet();
        let mut rotation = GoalieRotation::new(
            "G1".into(),
            "G0".into(),
            RotationPlan::Share { starts: 3, of: 4 },
        );
        let turns: Vec<String> = (0..6)
            .map(|games| {
                rotation.games = games;
                rotation.turn().0.to_string()
            })
            .collect();
        assert_eq!(turns, ["G1", "G1", "G1", "G0", "G1", "G1"]);
        let mut kept = Vec::new();
        set_rotation(&mut kept, 4, Some(rotation.clone()));
        assert_eq!(kept.len(), 1);
        let alone = kept[0].clone();
        rotation.games = 3;
        kept[0].rotation = Some(rotation.clone());
        let (fitted, changes) = kept[0].fit(&sheet, &[]);
        let (lineup, units) = fitted.unwrap();
        assert_eq!(
            lineup,
            Lineup {
                goalie: 0,
                ..sheet.lineup.clone()
            },
            "the computer's lines, the backup's turn"
        );
        assert!(units.is_none() && changes.is_empty(), "{changes:?}");
        let (fitted, changes) = kept[0].fit(&sheet, &[("G0".into(), Why::Injured)]);
        assert_eq!(
            fitted.unwrap().0.goalie,
            1,
            "the starter takes the hurt backup's turn"
        );
        assert_eq!(changes, ["G0 is hurt: G1 starts in goal."]);
        // Who played last sits.
        let mut turns = GoalieRotation::new("G0".into(), "G1".into(), RotationPlan::Alternate);
        assert_eq!(turns.turn().0, "G0");
        turns.last = Some("G0".into());
        assert_eq!(turns.turn().0, "G1");
        turns.last = Some("G1".into());
        assert_eq!(turns.turn().0, "G0");
        // With lines kept, the rotation picks the goalie.
        let mut lines = KeptLineup::new(4, &sheet, &sheet.lineup, None);
        turns.last = Some("G0".into());
        lines.rotation = Some(turns);
        assert_eq!(lines.fit(&sheet, &[]).0.unwrap().0.goalie, 1);
        // A file's kept line-up from before rotations, and one with a rotation, read back.
        let old = r#"{"team":4,"forwards":[],"pairs":[],"goalie":"G1"}"#;
        let read: KeptLineup = serde_json::from_str(old).unwrap();
        assert_eq!(read.rotation, None);
        let text = serde_json::to_string(&alone).unwrap();
        assert_eq!(serde_json::from_str::<KeptLineup>(&text).unwrap(), alone);
        set_rotation(&mut kept, 4, None);
        assert!(kept.is_empty(), "a rotation kept alone goes with it");
        // The computer's suggestion.
        let suggest = |a, b| {
            GoalieRotation::suggested(&[("A".into(), a), ("B".into(), b)])
                .unwrap()
                .plan
        };
        assert_eq!(suggest(60, 22), RotationPlan::Share { starts: 3, of: 4 });
        assert_eq!(suggest(41, 41), RotationPlan::Share { starts: 1, of: 2 });
        assert_eq!(suggest(50, 32), RotationPlan::Share { starts: 3, of: 5 });
        assert_eq!(GoalieRotation::suggested(&[("A".into(), 9)]), None);
    }

    /// Issue 40: in a season, the coach's rotation (who played last sits) starts his starter,
    /// then after that game at the table his backup, set by the game's own actions; with the
    /// backup hurt, the starter goes again and the page says so.
    fn a_rotation_carries_through_the_season<G: SimPlay>()
    where
        G::Options: RuleOptions + Serialize + for<'de> Deserialize<'de>,
    {
        let plan = SeasonPlan::league(6, G::Options::default(), 33);
        let mut file = SeasonFile::new::<G>("Turns".into(), plan, vec![2]);
        let run = to_next_coached::<G>(&file);
        file.update(&run);
        let side_of = |run: &SeasonRun| {
            let game = run.next_game().unwrap();
            if game.teams.home == 2 {
                Team::Home
            } else {
                Team::Away
            }
        };
        let start = start_table_game::<G>(&file.plan, &run, &file.coached, &[]).unwrap();
        let sheet = start.session.state.team_sheet(side_of(&run)).unwrap();
        // The goalie the computer sits is named the starter: his turn is the coach's doing.
        let computer = usize::from(sheet.lineup.goalie.min(1));
        let (starter, backup) = (
            sheet.goalies[1 - computer].clone(),
            sheet.goalies[computer].clone(),
        );
        let turns = GoalieRotation::new(starter.clone(), backup.clone(), RotationPlan::Alternate);
        set_rotation(&mut file.lineups, 2, Some(turns));
        let in_goal = |start: &TableStart<G>, side| {
            let sheet = start.session.state.team_sheet(side).unwrap();
            sheet.goalies[usize::from(sheet.lineup.goalie)].clone()
        };
        let start = start_table_game::<G>(&file.plan, &run, &file.coached, &file.lineups).unwrap();
        assert_eq!(
            in_goal(&start, side_of(&run)),
            starter,
            "{:?}",
            start.changes
        );
        assert!(start.set_up > 0, "set by the game's own actions");
        finish(&mut file, start);
        let rotation = file.lineups[0].rotation.clone().unwrap();
        assert_eq!(
            (rotation.games, rotation.last.as_ref()),
            (1, Some(&starter))
        );
        let mut file = SeasonFile::from_json::<G>(&file.to_json()).unwrap();
        file.out.clear();
        let run = to_next_coached::<G>(&file);
        file.update(&run);
        let start = start_table_game::<G>(&file.plan, &run, &file.coached, &file.lineups).unwrap();
        assert_eq!(
            in_goal(&start, side_of(&run)),
            backup,
            "who played last sits"
        );
        let replayed = Session::replay(&start.session.record, None).unwrap();
        let sheet = replayed.state.team_sheet(side_of(&run)).unwrap();
        assert_eq!(sheet.goalies[usize::from(sheet.lineup.goalie)], backup);
        // The backup hurt: the starter goes again, as the page says.
        file.out.push(Absence {
            team: 2,
            name: backup.clone(),
            games: 1,
            why: Why::Injured,
        });
        let run = file.run().unwrap();
        let start = start_table_game::<G>(&file.plan, &run, &file.coached, &file.lineups).unwrap();
        assert_eq!(in_goal(&start, side_of(&run)), starter);
        assert_eq!(
            start.changes,
            [format!("{backup} is hurt: {starter} starts in goal.")]
        );
    }

    #[test]
    fn a_rotation_carries_through_a_crease_season() {
        a_rotation_carries_through_the_season::<Crease>();
    }

    #[test]
    fn a_rotation_carries_through_a_fourth_street_season() {
        a_rotation_carries_through_the_season::<FourthStreet>();
    }
}
