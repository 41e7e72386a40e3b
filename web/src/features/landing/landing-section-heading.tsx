import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface LandingSectionHeadingProps {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
}

/** The eyebrow, heading and intro that open each section, centred. */
export function LandingSectionHeading({ id, eyebrow, heading, intro }: LandingSectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography sx={{ color: 'primary.main', fontWeight: 700, fontSize: 13, letterSpacing: '0.12em', textTransform: 'uppercase' }}>
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ mt: 1, fontWeight: 800, letterSpacing: '-0.015em', textWrap: 'balance', fontSize: { xs: '1.7rem', md: '2.3rem' } }}>
        {heading}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: { xs: 16, md: 17 }, lineHeight: 1.6 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}
