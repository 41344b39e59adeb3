//! The play-by-play in words, one line per event.

use super::play::{Event, GoalStrength};
use super::rules::FourthStreet;
use crate::engine::Team;
use crate::games::fourth_street::goalie::GoalieResult;

fn code(game: &FourthStreet, team: Team) -> &str {
    &game.sheet(team).abbreviation
}

fn skater(game: &FourthStreet, team: Team, player: u8) -> String {
    game.sheet(team)
        .skaters
        .get(usize::from(player))
        .map_or_else(|| "?".into(), |c| c.name.clone())
}

fn goalie(game: &FourthStreet, team: Team, player: u8) -> String {
    game.sheet(team)
        .goalies
        .get(usize::from(player))
        .map_or_else(|| "?".into(), |c| c.name.clone())
}

pub fn describe(game: &FourthStreet, event: &Event) -> String {
    match event {
        Event::PeriodStarts { period } => match period {
            1..=3 => format!("Period {period} starts."),
            4 => "Overtime starts.".into(),
            n => format!("Overtime {} starts.", n - 3),
        },
        Event::Rolled { roll, reading } => format!("🎲 {} — {reading}", roll.describe_faces()),
        Event::FaceOffWon { team, player } => match player {
            Some(p) => format!(
                "{} win the face-off; {} has the puck.",
                code(game, *team),
                skater(game, *team, *p)
            ),
            None => format!(
                "{} win the face-off, but the puck is loose.",
                code(game, *team)
            ),
        },
        Event::Puck { team, player, area } => format!(
            "{} ({}) has the puck in {}.",
            skater(game, *team, *player),
            code(game, *team),
            area.name()
        ),
        Event::PuckAction {
            team,
            player,
            column,
            action,
        } => format!(
            "{} reads {} on his {} column.",
            skater(game, *team, *player),
            action.code(),
            column.label()
        ),
        Event::Matchup {
            team,
            player,
            defender,
            offence_won,
            result,
        } => {
            let against = match defender {
                Some(d) => format!("against {}", skater(game, team.other(), *d)),
                None => "unopposed".into(),
            };
            format!(
                "{} {against}: {} column, {}.",
                skater(game, *team, *player),
                if *offence_won {
                    "his"
                } else {
                    "the defender's"
                },
                result.symbol()
            )
        }
        Event::Blocked { team, blocker } => {
            format!(
                "Blocked by {} ({}).",
                skater(game, *team, *blocker),
                code(game, *team)
            )
        }
        Event::Missed {
            team,
            shooter,
            target,
        } => format!(
            "{} misses the net ({}).",
            skater(game, *team, *shooter),
            target.symbol()
        ),
        Event::OnGoal {
            team,
            shooter,
            zone,
            quality,
            reading,
            result,
            ..
        } => format!(
            "Shot on goal by {} at {}, {} quality, read {}: {}.",
            skater(game, *team, *shooter),
            zone.name(),
            quality.name(),
            reading,
            match result {
                GoalieResult::Goal => "it goes in".into(),
                GoalieResult::NoGoal(s) => format!("saved ({})", s.symbol()),
            }
        ),
        Event::Tipped { team, tipper } => format!("Tipped by {}.", skater(game, *team, *tipper)),
        Event::Goal {
            team,
            scorer,
            strength,
            score,
        } => format!(
            "GOAL {}! {}{} — {} {}, {} {}.",
            code(game, *team),
            skater(game, *team, *scorer),
            match strength {
                GoalStrength::Even => "",
                GoalStrength::PowerPlay => " on the power play",
                GoalStrength::ShortHanded => " short-handed",
                GoalStrength::EmptyNet => " into the empty net",
            },
            code(game, Team::Home),
            score.home,
            code(game, Team::Away),
            score.away
        ),
        Event::Assist { team, player } => format!("Assist: {}.", skater(game, *team, *player)),
        Event::NoAssist => "Unassisted.".into(),
        Event::Whistle(w) => format!("Whistle: {}.", w.words()),
        Event::LoosePuck => "Loose puck.".into(),
        Event::Rush(_) => "A rush.".into(),
        Event::Penalty {
            team,
            player,
            kind,
            name,
        } => format!(
            "Penalty {}: {}, {name}, {} minutes.",
            code(game, *team),
            player.map_or_else(|| "bench".into(), |p| skater(game, *team, p)),
            kind.minutes()
        ),
        Event::PenaltyOver { team, player } => format!(
            "{} ({}) is out of the box.",
            skater(game, *team, *player),
            code(game, *team)
        ),
        Event::Injury {
            team,
            player,
            goalie: is_goalie,
            length,
        } => {
            let name = if *is_goalie {
                goalie(game, *team, *player)
            } else {
                skater(game, *team, *player)
            };
            match length {
                Some(l) => format!("{name} is hurt: {}.", l.words()),
                None => format!("{name} is not hurt."),
            }
        }
        Event::LineChange { team, line, pair } => format!(
            "{} change: forward line {} and defence pair {}.",
            code(game, *team),
            line + 1,
            pair + 1
        ),
        Event::Coaching { team, coaching } => format!(
            "{} orders: {} forecheckers, aggressiveness {:+}{}.",
            code(game, *team),
            coaching.forecheckers,
            coaching.aggressiveness,
            if coaching.freeze_on_cross {
                ", freeze on ✖"
            } else {
                ""
            }
        ),
        Event::LineupSet { team, goalie: g } => format!(
            "{} coach makes up his own lines; {} starts in goal.",
            code(game, *team),
            goalie(game, *team, *g)
        ),
        Event::ShootoutGoalie { team, goalie: g } => format!(
            "{} send {} out to face the shootout.",
            code(game, *team),
            goalie(game, *team, *g)
        ),
        Event::UnitsSet { team } => format!(
            "{} coach names his own power-play and penalty-kill units.",
            code(game, *team)
        ),
        Event::SatOut {
            team,
            goalie: true,
            player,
        } => format!(
            "{} ({}) sits out the game.",
            goalie(game, *team, *player),
            code(game, *team)
        ),
        Event::SatOut { team, player, .. } => format!(
            "{} ({}) sits out the game.",
            game.skater(*team, *player).name,
            code(game, *team)
        ),
        Event::LinesOnSpecialTeams { team } => format!(
            "{} coach plays his lines on special teams, no units.",
            code(game, *team)
        ),
        Event::Forecheckers { team, slots } => {
            let names: Vec<&str> = slots.iter().map(|&s| super::play::slot_name(s)).collect();
            match names.split_last() {
                None => format!("{} will send nobody in to forecheck.", code(game, *team)),
                Some((last, [])) => {
                    format!("{} will forecheck with the {last}.", code(game, *team))
                }
                Some((last, rest)) => format!(
                    "{} will forecheck with the {} and {last}.",
                    code(game, *team),
                    rest.join(", ")
                ),
            }
        }
        Event::GoaliePulled(team) => format!("{} pull their goalie.", code(game, *team)),
        Event::GoalieBack(team) => format!("{} goalie is back in net.", code(game, *team)),
        Event::GoalieForm { team, hot, cold } => format!(
            "{} goalie is {}.",
            code(game, *team),
            if *hot {
                "hot"
            } else if *cold {
                "cold"
            } else {
                "back to normal"
            }
        ),
        Event::Note(text) => text.clone(),
        Event::PeriodEnds { period } => format!("End of period {period}."),
        Event::ShootoutAttempt {
            team,
            shooter,
            goal,
        } => format!(
            "Shootout: {} ({}) {}.",
            skater(game, *team, *shooter),
            code(game, *team),
            if *goal { "scores" } else { "is stopped" }
        ),
        Event::GameOver(outcome) => match outcome.winner {
            Some(w) => format!(
                "Final: {} win {}-{}.",
                code(game, w),
                outcome.final_score[w],
                outcome.final_score[w.other()]
            ),
            None => format!(
                "Final: a tie, {}-{}.",
                outcome.final_score.home, outcome.final_score.away
            ),
        },
    }
}
