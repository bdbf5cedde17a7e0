/**
 * @generated SignedSource<<9ebd622e89cbd123a2b21637114b3c1c>>
 * @relayHash e2fe67688b1dfc36a29c4d663521fbe5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2fe67688b1dfc36a29c4d663521fbe5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentResultPageQuery } from './PaymentResultPageQuery.graphql';

const node: PreloadableConcreteRequest<PaymentResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e2fe67688b1dfc36a29c4d663521fbe5",
    "metadata": {},
    "name": "PaymentResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
