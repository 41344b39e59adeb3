//! Ratings at the bench: each team's skaters with the card ratings their book plays, sortable
//! by any rating, and a player's whole card opened by a tap on his name.

use leptos::prelude::*;

/// A skater's ratings as the bench lists them: his roster index, name, position and one value
/// per column (none where his card has no such rating, as a winger's face-off).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatedSkater {
    pub index: u8,
    pub name: String,
    pub position: String,
    pub values: Vec<Option<i16>>,
}

/// A column: its short name as on the card, and what it rates.
pub type RatingColumn = (&'static str, &'static str);

/// How the table is sorted: by roster order, or by a column, highest first unless reversed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SortBy {
    Roster,
    Column { column: usize, lowest_first: bool },
}

/// The rows in the order `sort` asks; a missing value sorts last either way.
fn sorted(rows: &[RatedSkater], sort: SortBy) -> Vec<RatedSkater> {
    let mut rows = rows.to_vec();
    if let SortBy::Column {
        column,
        lowest_first,
    } = sort
    {
        rows.sort_by(|a, b| {
            let (x, y) = (
                a.values.get(column).copied().flatten(),
                b.values.get(column).copied().flatten(),
            );
            match (x, y) {
                (Some(x), Some(y)) if lowest_first => x.cmp(&y),
                (Some(x), Some(y)) => y.cmp(&x),
                (Some(_), None) => std::cmp::Ordering::Less,
                (None, Some(_)) => std::cmp::Ordering::Greater,
                (None, None) => std::cmp::Ordering::Equal,
            }
            .then(a.index.cmp(&b.index))
        });
    }
    rows
}

fn shown(value: Option<i16>) -> String {
    value.map_or_else(|| "–".to_string(), |v| v.to_string())
}

/// One team's ratings, in a panel kept closed until opened.
#[component]
pub fn TeamRatings(
    slug: &'static str,
    name: String,
    columns: &'static [RatingColumn],
    rows: Vec<RatedSkater>,
) -> impl IntoView {
    let sort = RwSignal::new(SortBy::Roster);
    let opened = RwSignal::new(None::<RatedSkater>);
    let rows = StoredValue::new(rows);
    let pick = move |column: usize| {
        sort.update(|s| {
            *s = match *s {
                SortBy::Column {
                    column: c,
                    lowest_first,
                } if c == column => SortBy::Column {
                    column,
                    lowest_first: !lowest_first,
                },
                _ => SortBy::Column {
                    column,
                    lowest_first: false,
                },
            }
        })
    };
    let order = move |column: usize| match sort.get() {
        SortBy::Column {
            column: c,
            lowest_first,
        } if c == column => {
            if lowest_first {
                "ascending"
            } else {
                "descending"
            }
        }
        _ => "none",
    };
    let headers = columns
        .iter()
        .enumerate()
        .map(|(i, (short, what))| {
            view! {
                <th scope="col" aria-sort=move || order(i)>
                    <button type="button" class="link-button" title=*what data-testid="ratings-sort" data-column=*short on:click=move |_| pick(i)>{*short}</button>
                </th>
            }
        })
        .collect_view();
    let body = move || {
        sorted(&rows.get_value(), sort.get())
            .into_iter()
            .map(|row| {
                let cells = row.values.iter().map(|&v| view! { <td>{shown(v)}</td> }).collect_view();
                let card = row.clone();
                view! {
                    <tr data-testid="ratings-row" data-index=row.index>
                        <th scope="row">
                            <button type="button" class="link-button" data-testid="ratings-player" on:click=move |_| opened.set(Some(card.clone()))>{row.name.clone()}</button>
                        </th>
                        <td>{row.position.clone()}</td>
                        {cells}
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <details class="coach-panel bench-ratings" data-testid=format!("ratings-{slug}")>
            <summary>{format!("{name}: ratings (tap a column to sort, a name for his card)")}</summary>
            <PlayerCard columns=columns opened=opened />
            <div class="ratings-scroll">
                <table class="box-score ratings-table">
                    <thead><tr><th scope="col">"Player"</th><th scope="col">"Pos"</th>{headers}</tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        </details>
    }
}

/// The card of the player `opened` holds, with every rating, until closed.
#[component]
pub fn PlayerCard(
    columns: &'static [RatingColumn],
    opened: RwSignal<Option<RatedSkater>>,
) -> impl IntoView {
    move || {
        opened.get().map(|player| {
            let lines = columns
                .iter()
                .zip(&player.values)
                .map(|((short, what), &v)| view! { <div><dt title=*what>{*short}</dt><dd>{shown(v)}</dd></div> })
                .collect_view();
            view! {
                <div class="player-card" role="dialog" aria-label=format!("{}'s card", player.name) data-testid="player-card">
                    <p class="player-card-name"><strong>{player.name.clone()}</strong>{format!(" ({})", player.position)}</p>
                    <dl class="player-card-ratings">{lines}</dl>
                    <button type="button" data-testid="player-card-close" on:click=move |_| opened.set(None)>"Close"</button>
                </div>
            }
        })
    }
}

/// A kind of place in a line-up, for the ratings that matter there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlotKind {
    Centre,
    Wing,
    Defence,
    PowerPlay,
    PenaltyKill,
}

impl SlotKind {
    /// The kind of place a player of `position` ("C", "LW", "D") plays at even strength.
    pub fn of_position(position: &str) -> SlotKind {
        match position {
            "C" => SlotKind::Centre,
            "D" | "LD" | "RD" => SlotKind::Defence,
            _ => SlotKind::Wing,
        }
    }
}

/// The few ratings (by the columns' short names) a line-up editor's chip shows at each kind
/// of place: those the book reads for a player there.
#[derive(Debug, PartialEq, Eq)]
pub struct SlotRatings {
    pub centre: &'static [&'static str],
    pub wing: &'static [&'static str],
    pub defence: &'static [&'static str],
    pub power_play: &'static [&'static str],
    pub penalty_kill: &'static [&'static str],
}

impl SlotRatings {
    fn at(&self, kind: SlotKind) -> &'static [&'static str] {
        match kind {
            SlotKind::Centre => self.centre,
            SlotKind::Wing => self.wing,
            SlotKind::Defence => self.defence,
            SlotKind::PowerPlay => self.power_play,
            SlotKind::PenaltyKill => self.penalty_kill,
        }
    }
}

/// A team's ratings as the line-up editor shows them on its chips.
#[derive(Debug, Clone, PartialEq)]
pub struct ChipRatings {
    pub columns: &'static [RatingColumn],
    pub rows: Vec<RatedSkater>,
    pub slots: &'static SlotRatings,
}

impl ChipRatings {
    pub fn row(&self, player: u8) -> Option<&RatedSkater> {
        self.rows.iter().find(|r| r.index == player)
    }

    fn column(&self, short: &str) -> Option<usize> {
        self.columns.iter().position(|(s, _)| *s == short)
    }

    /// `player`'s ratings that matter at a `kind` of place, with `first` (a column) ahead of
    /// them when it is not among them: each as its short name and value.
    pub fn at(
        &self,
        player: u8,
        kind: SlotKind,
        first: Option<usize>,
    ) -> Vec<(&'static str, String)> {
        let Some(row) = self.row(player) else {
            return Vec::new();
        };
        let picked = self.slots.at(kind).iter().filter_map(|s| self.column(s));
        let mut columns: Vec<usize> = first.into_iter().collect();
        columns.extend(picked.filter(|c| Some(*c) != first));
        columns
            .into_iter()
            .map(|c| {
                (
                    self.columns[c].0,
                    shown(row.values.get(c).copied().flatten()),
                )
            })
            .collect()
    }

    /// `players` in the order a sort by `column` (highest first) puts them, or as given.
    pub fn order(&self, players: &[u8], column: Option<usize>) -> Vec<u8> {
        let Some(column) = column else {
            return players.to_vec();
        };
        let rows: Vec<RatedSkater> = self
            .rows
            .iter()
            .filter(|r| players.contains(&r.index))
            .cloned()
            .collect();
        let lowest_first = false;
        let sorted = sorted(
            &rows,
            SortBy::Column {
                column,
                lowest_first,
            },
        );
        let order: Vec<u8> = sorted.iter().map(|r| r.index).collect();
        let unrated = players.iter().filter(|p| !order.contains(p)).copied();
        let unrated: Vec<u8> = unrated.collect();
        [order, unrated].concat()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(index: u8, values: &[Option<i16>]) -> RatedSkater {
        RatedSkater {
            index,
            name: format!("P{index}"),
            position: "C".into(),
            values: values.to_vec(),
        }
    }

    #[test]
    fn a_column_sorts_highest_first_then_lowest_and_a_missing_rating_last() {
        let rows = vec![
            row(0, &[Some(3), None]),
            row(1, &[Some(7), Some(2)]),
            row(2, &[None, Some(5)]),
            row(3, &[Some(7), Some(1)]),
        ];
        let order = |sort| {
            sorted(&rows, sort)
                .iter()
                .map(|r| r.index)
                .collect::<Vec<_>>()
        };
        assert_eq!(order(SortBy::Roster), [0, 1, 2, 3]);
        let by = |column, lowest_first| SortBy::Column {
            column,
            lowest_first,
        };
        assert_eq!(order(by(0, false)), [1, 3, 0, 2]);
        assert_eq!(order(by(0, true)), [0, 1, 3, 2]);
        assert_eq!(order(by(1, false)), [2, 1, 3, 0]);
    }

    const SLOTS: SlotRatings = SlotRatings {
        centre: &["FO", "AST"],
        wing: &["AST"],
        defence: &["DEF"],
        power_play: &["AST", "FO"],
        penalty_kill: &["DEF"],
    };

    fn chips() -> ChipRatings {
        ChipRatings {
            columns: &[("FO", "face-offs"), ("AST", "assists"), ("DEF", "defence")],
            rows: vec![
                row(0, &[Some(4), Some(2), Some(1)]),
                row(1, &[None, Some(5), Some(3)]),
                row(2, &[Some(6), Some(1), Some(9)]),
            ],
            slots: &SLOTS,
        }
    }

    /// Issue 40: a chip shows the ratings its place reads (a winger's face-offs, unrated, as
    /// a dash), the sorted column first among the free players, and the free players sort by
    /// it, highest first.
    #[test]
    fn a_chip_shows_its_places_ratings_and_the_free_players_sort_by_a_column() {
        let chips = chips();
        let at = |p, kind, first| chips.at(p, kind, first);
        assert_eq!(
            at(0, SlotKind::Centre, None),
            [("FO", "4".into()), ("AST", "2".into())]
        );
        assert_eq!(
            at(1, SlotKind::PowerPlay, None),
            [("AST", "5".into()), ("FO", "–".into())]
        );
        assert_eq!(at(2, SlotKind::Defence, None), [("DEF", "9".into())]);
        assert_eq!(
            at(2, SlotKind::Wing, Some(2)),
            [("DEF", "9".into()), ("AST", "1".into())]
        );
        assert_eq!(at(2, SlotKind::Centre, Some(0)).len(), 2, "FO once");
        assert!(at(7, SlotKind::Wing, None).is_empty(), "no such player");
        assert_eq!(chips.order(&[0, 1, 2], None), [0, 1, 2]);
        assert_eq!(chips.order(&[0, 1, 2], Some(1)), [1, 0, 2]);
        assert_eq!(
            chips.order(&[0, 1, 2], Some(0)),
            [2, 0, 1],
            "an unrated one last"
        );
        assert_eq!(
            chips.order(&[2, 1, 5], Some(2)),
            [2, 1, 5],
            "only those asked"
        );
        assert_eq!(SlotKind::of_position("C"), SlotKind::Centre);
        assert_eq!(SlotKind::of_position("D"), SlotKind::Defence);
        assert_eq!(SlotKind::of_position("RW"), SlotKind::Wing);
    }
}
