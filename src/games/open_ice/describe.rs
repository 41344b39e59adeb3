//! Plain hockey words for the play-by-play.

use super::charts::{AfterSave, InjuryLength};
use super::deck::Zone;
use super::rules::OpenIce;
use super::state::{Event, ShotPath};
use crate::engine::Team;

fn zone_words(zone: Zone) -> &'static str {
    match zone {
        Zone::Attacking => "its attacking zone",
        Zone::Middle => "the middle zone",
        Zone::Defending => "its own zone",
    }
}

impl OpenIce {
    pub fn team_name(&self, team: Team) -> &str {
        &self.charts[team].name
    }

    pub fn skater_name(&self, team: Team, player: u8) -> &str {
        &self.charts[team].skaters[usize::from(player)].name
    }

    pub fn goalie_name(&self, team: Team, goalie: u8) -> &str {
        &self.charts[team].goalies[usize::from(goalie)].name
    }
}

pub fn describe(game: &OpenIce, event: &Event) -> String {
    let team = |t: Team| game.team_name(t).to_string();
    let skater = |t: Team, p: u8| game.skater_name(t, p).to_string();
    match event {
        Event::PeriodStarts { period, draws } if *period > 3 => {
            format!("Overtime: {draws} action cards, sudden death.")
        }
        Event::PeriodStarts { period, .. } => format!("Period {period} begins."),
        Event::ActionCard {
            card,
            team: t,
            zone,
            entry,
        } => format!(
            "Card {card}: {} with the puck in {}, reads {} ({}).",
            team(*t),
            zone_words(*zone),
            zone.letter(),
            entry.code()
        ),
        Event::Pass { team: t, to } => {
            format!("{} moves the puck to {}.", team(*t), zone_words(*to))
        }
        Event::FaceOff {
            draws,
            targets,
            winner,
            zone,
        } => format!(
            "Face-off: {} draws {} against {}, {} draws {} against {}. {} wins it in {}.",
            team(Team::Home),
            draws.home,
            targets.home,
            team(Team::Away),
            draws.away,
            targets.away,
            team(*winner),
            zone_words(*zone)
        ),
        Event::Control {
            draws,
            totals,
            winner,
            zone,
        } => format!(
            "Battle for the puck: {} {} + {} = {}, {} {} + {} = {}. {} has it in {}.",
            team(Team::Home),
            totals.home - u16::from(draws.home),
            draws.home,
            totals.home,
            team(Team::Away),
            totals.away - u16::from(draws.away),
            draws.away,
            totals.away,
            team(*winner),
            zone_words(*zone)
        ),
        Event::PenaltyCheck { draw, on: None } => format!("Penalty check {draw}: play on."),
        Event::PenaltyCheck { draw, on: Some(t) } => {
            format!("Penalty check {draw}: a call against {}.", team(*t))
        }
        Event::Penalty {
            team: t,
            player,
            kind,
            name,
            ..
        } => format!(
            "Penalty: {} ({}), {} minutes for {name} ({}).",
            skater(*t, *player),
            team(*t),
            kind.minutes(),
            kind.word()
        ),
        Event::PenaltyOver { team: t, player } => {
            format!("{} is back from the penalty box.", skater(*t, *player))
        }
        Event::PlayerBack { team: t, player } => format!("{} can play again.", skater(*t, *player)),
        Event::ShotOffered { team: t } => format!("{} may shoot at once.", team(*t)),
        Event::ShotHeld { team: t } => format!("{} holds the puck instead of shooting.", team(*t)),
        Event::Shot {
            team: t,
            shooter,
            number,
            goalie,
            path,
            draw,
            target,
            goal,
        } => {
            let who = skater(*t, *shooter);
            let result = if *goal { "GOAL" } else { "saved" };
            match (path, goalie) {
                (ShotPath::EmptyNet, _) => {
                    let result = if *goal { "GOAL" } else { "wide" };
                    format!(
                        "{who} shoots at the empty net ({number}): {draw} against 1-90, {result}."
                    )
                }
                (ShotPath::Shooter, _) => format!(
                    "{who} shoots ({number}, even: his scoring range 1-{target}): {draw}, {result}."
                ),
                (ShotPath::Goalie, Some(g)) => format!(
                    "{who} shoots ({number}, odd: {}'s save range 1-{target}): {draw}, {result}.",
                    game.goalie_name(t.other(), *g)
                ),
                (ShotPath::Goalie, None) => format!("{who} shoots: {result}."),
            }
        }
        Event::Goal {
            team: t,
            scorer,
            assists,
            power_play,
            score,
        } => {
            let helpers: Vec<String> = assists.iter().map(|a| skater(*t, *a)).collect();
            let assisted = if helpers.is_empty() {
                "unassisted".to_string()
            } else {
                format!("assisted by {}", helpers.join(" and "))
            };
            format!(
                "{} scores for {}{}, {assisted}. {} {}, {} {}.",
                skater(*t, *scorer),
                team(*t),
                if *power_play {
                    " on the power play"
                } else {
                    ""
                },
                team(Team::Home),
                score.home,
                team(Team::Away),
                score.away
            )
        }
        Event::AfterSave {
            team: t,
            draw,
            outcome,
        } => {
            let what = match outcome {
                AfterSave::Rebound => "a rebound, and another shot",
                AfterSave::Covered => "the goalie covers: face-off",
                AfterSave::Cleared => "the defence clears it",
                AfterSave::Scramble => "a scramble for the loose puck",
            };
            format!("Save chart {draw} for {}: {what}.", team(*t))
        }
        Event::Injury {
            team: t,
            player,
            draw,
            length,
        } => {
            let how_long = match length {
                InjuryLength::None => "no time".to_string(),
                InjuryLength::RestOfPeriod => "the rest of the period".to_string(),
                InjuryLength::RestOfGame => "the rest of the game".to_string(),
                InjuryLength::Games(0) => "the rest of the game".to_string(),
                InjuryLength::Games(n) => format!("this game and {n} more"),
            };
            format!(
                "Injury ({draw}): {} is out for {how_long}.",
                skater(*t, *player)
            )
        }
        Event::NoInjury { draw } => format!("Injury check {draw}: nobody is hurt."),
        Event::GoaliePulled(t) => format!("{} pulls its goalie for an extra attacker.", team(*t)),
        Event::GoalieBack(t) => format!("{}'s goalie returns to the net.", team(*t)),
        Event::PeriodEnds { period } if *period > 3 => "End of overtime.".to_string(),
        Event::PeriodEnds { period } => format!("End of period {period}."),
        Event::ShootersNamed { team: t, players } => {
            let names: Vec<String> = players.iter().map(|p| skater(*t, *p)).collect();
            format!(
                "{} names its shootout shooters: {}.",
                team(*t),
                names.join(", ")
            )
        }
        Event::PenaltyShot {
            team: t,
            by,
            infraction,
            shooter,
            goalie,
            path,
            draw,
            target,
            goal,
        } => {
            let how = match path {
                ShotPath::Goalie => format!(
                    "odd: {}'s save range 1-{target}",
                    game.goalie_name(t.other(), *goalie)
                ),
                _ => format!("even: his scoring range 1-{target}"),
            };
            format!(
                "Penalty shot: {} ({}) is called for {infraction} with {} in on goal. {} ({}) takes it ({how}): {draw}, {}.",
                skater(t.other(), *by),
                team(t.other()),
                team(*t),
                skater(*t, *shooter),
                team(*t),
                if *goal {
                    "GOAL"
                } else if game.penalty_shot_wide(*path, *draw, *goal) {
                    "wide of the net"
                } else {
                    "stopped"
                }
            )
        }
        Event::ShootoutAttempt {
            team: t,
            shooter,
            goal,
            wide,
            draw,
            ..
        } => {
            let result = if *goal {
                "scores"
            } else if *wide {
                "misses wide"
            } else {
                "is stopped"
            };
            format!(
                "Shootout: {} ({}) {result} ({draw}).",
                skater(*t, *shooter),
                team(*t)
            )
        }
        Event::GameOver(outcome) => match outcome.winner {
            Some(w) => format!(
                "Final: {} {}, {} {}. {} wins.",
                team(Team::Home),
                outcome.final_score.home,
                team(Team::Away),
                outcome.final_score.away,
                team(w)
            ),
            None => format!(
                "Final: {} {}, {} {}. A tie.",
                team(Team::Home),
                outcome.final_score.home,
                team(Team::Away),
                outcome.final_score.away
            ),
        },
        Event::SatOut {
            team: t,
            goalie,
            player,
        } => {
            let name = if *goalie {
                game.goalie_name(*t, *player)
            } else {
                game.skater_name(*t, *player)
            };
            format!("{name} ({}) sits out the game.", team(*t))
        }
    }
}
