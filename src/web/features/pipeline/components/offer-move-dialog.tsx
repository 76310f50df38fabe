import { useState } from 'react';
import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { OfferField } from '../../../components/offer-field';

interface OfferMoveDialogProps {
  applicationId: string;
  candidateName: string;
  stageName: string;
  onMove: (offer: Blob | null) => void;
  onClose: () => void;
}

/** A move into a stage of the Offer Sent phase: the offer letter goes with it, as with a status update. */
export function OfferMoveDialog({ applicationId, candidateName, stageName, onMove, onClose }: OfferMoveDialogProps) {
  const [offer, setOffer] = useState<Blob | null>(null);
  return (
    <DialogFrame
      title={`Move to ${stageName}`}
      onClose={onClose}
      description={<>The offer letter for {candidateName}; the candidate can then accept or decline it.</>}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onMove(offer);
        }}
      >
        <OfferField applicationId={applicationId} onChange={setOffer} />
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Move</Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
