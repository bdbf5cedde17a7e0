import { styled } from '../../../theme/stitches.config';

// A list of people with one action each (blocked users, banned members), in the members list's shape.
export const PersonList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  overflow: 'hidden',
});
export const PersonRow = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  '& + &': { borderTop: '1px solid $border' },
});
export const PersonWho = styled('div', {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& strong': { fontWeight: '$semibold', truncate: 1 },
  '& span': { fontSize: '$xs', color: '$textSubtle', truncate: 1 },
});
